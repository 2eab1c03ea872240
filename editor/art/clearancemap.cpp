// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/clearancemap.h"

#include <QImage>
#include <QPainter>
#include <cmath>
#include <limits>

namespace bastide {

namespace {

// Felzenszwalb and Huttenlocher's exact 1D squared distance transform; "far" cells hold a
// large finite value so that the parabola arithmetic stays finite.
constexpr double Far = 1e12;

void distance1d(const std::vector<double>& f, std::vector<double>& d, std::vector<int>& v,
                std::vector<double>& z)
{
    const int n = int(f.size());
    constexpr double inf = std::numeric_limits<double>::infinity();
    auto at = [](const std::vector<double>& a, int i) { return a[std::size_t(i)]; };
    int k = 0;
    v[0] = 0;
    z[0] = -inf;
    z[1] = inf;
    for (int q = 1; q < n; ++q) {
        double s = 0;
        while (true) {
            const int p = v[std::size_t(k)];
            s = ((at(f, q) + double(q) * q) - (at(f, p) + double(p) * p)) / double(2 * q - 2 * p);
            if (s > at(z, k)) // z[0] is -inf, so k never drops below 0
                break;
            --k;
        }
        ++k;
        v[std::size_t(k)] = q;
        z[std::size_t(k)] = s;
        z[std::size_t(k) + 1] = inf;
    }
    k = 0;
    for (int q = 0; q < n; ++q) {
        while (at(z, k + 1) < double(q))
            ++k;
        const int p = v[std::size_t(k)];
        d[std::size_t(q)] = double(q - p) * (q - p) + at(f, p);
    }
}

} // namespace

ClearanceMap::ClearanceMap(const QPainterPath& freeArea, int resolution)
    : ClearanceMap(std::vector<QPainterPath>{freeArea}, resolution)
{}

ClearanceMap::ClearanceMap(const std::vector<QPainterPath>& freeAreas, int resolution)
    : m_n(resolution)
{
    QImage mask(m_n, m_n, QImage::Format_Grayscale8);
    mask.fill(0);
    {
        QPainter p(&mask);
        p.scale(m_n, m_n);
        for (const QPainterPath& area : freeAreas)
            p.fillPath(area, Qt::white);
    }
    const int g = m_n + 2;
    m_free.assign(std::size_t(g * g), false);
    for (int y = 0; y < m_n; ++y) {
        const uchar* row = mask.constScanLine(y);
        for (int x = 0; x < m_n; ++x)
            m_free[std::size_t((y + 1) * g + x + 1)] = row[x] > 127;
    }
    compute();
}

void ClearanceMap::compute()
{
    const int g = m_n + 2;
    std::vector<double> squared(std::size_t(g * g));
    for (std::size_t i = 0; i < squared.size(); ++i)
        squared[i] = m_free[i] ? Far : 0.0;
    const auto n = std::size_t(g);
    std::vector<double> f(n), d(n), z(n + 1);
    std::vector<int> v(n);
    for (int x = 0; x < g; ++x) {
        for (int y = 0; y < g; ++y)
            f[std::size_t(y)] = squared[std::size_t(y * g + x)];
        distance1d(f, d, v, z);
        for (int y = 0; y < g; ++y)
            squared[std::size_t(y * g + x)] = d[std::size_t(y)];
    }
    m_distance.assign(std::size_t(g * g), 0.0f);
    for (int y = 0; y < g; ++y) {
        for (int x = 0; x < g; ++x)
            f[std::size_t(x)] = squared[std::size_t(y * g + x)];
        distance1d(f, d, v, z);
        for (int x = 0; x < g; ++x)
            m_distance[std::size_t(y * g + x)] = float(std::sqrt(d[std::size_t(x)]) / m_n);
    }
}

QPointF ClearanceMap::cellCentre(int x, int y) const
{
    return {(x - 0.5) / m_n, (y - 0.5) / m_n};
}

void ClearanceMap::block(QPointF centre, qreal radius)
{
    const int g = m_n + 2;
    for (int y = 1; y <= m_n; ++y) {
        for (int x = 1; x <= m_n; ++x) {
            const QPointF d = cellCentre(x, y) - centre;
            if (d.x() * d.x() + d.y() * d.y() <= radius * radius)
                m_free[std::size_t(y * g + x)] = false;
        }
    }
    compute();
}

qreal ClearanceMap::at(QPointF p) const
{
    const int g = m_n + 2;
    const int x = std::clamp(int(std::floor(p.x() * m_n)) + 1, 0, g - 1);
    const int y = std::clamp(int(std::floor(p.y() * m_n)) + 1, 0, g - 1);
    return m_distance[std::size_t(y * g + x)];
}

QPointF ClearanceMap::best(QPointF prefer, qreal bias, qreal cap) const
{
    const int g = m_n + 2;
    qreal bestScore = -std::numeric_limits<qreal>::infinity();
    QPointF bestPoint = prefer;
    for (int y = 1; y <= m_n; ++y) {
        for (int x = 1; x <= m_n; ++x) {
            const qreal c = m_distance[std::size_t(y * g + x)];
            if (c <= 0)
                continue;
            const QPointF p = cellCentre(x, y);
            const QPointF d = p - prefer;
            const qreal score = std::min(c, cap) - bias * std::hypot(d.x(), d.y());
            if (score > bestScore) {
                bestScore = score;
                bestPoint = p;
            }
        }
    }
    return bestPoint;
}

bool ClearanceMap::isEmpty() const
{
    for (float d : m_distance) {
        if (d > 0)
            return false;
    }
    return true;
}

} // namespace bastide
