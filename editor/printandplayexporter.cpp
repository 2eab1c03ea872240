// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/printandplayexporter.h"

#include "editor/printlayout.h"
#include "editor/printpagepainter.h"
#include "engine/deckjson.h"

#include <QBuffer>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>

namespace bastide {

QSize PrintAndPlayExporter::grid(const PrintOptions& options)
{
    return PrintLayout(Deck{}, options).grid();
}

int PrintAndPlayExporter::tilesPerPage(const PrintOptions& options)
{
    const QSize g = grid(options);
    return g.isEmpty() ? 0 : g.width() * g.height();
}

int PrintAndPlayExporter::tilePages(const Deck& deck, const PrintOptions& options)
{
    return PrintLayout(deck, options).sheets();
}

int PrintAndPlayExporter::pageCount(const Deck& deck, const PrintOptions& options)
{
    return int(PrintLayout(deck, options).pages().size());
}

bool PrintAndPlayExporter::exportPdf(const Deck& deck, const QString& path,
                                     const PrintOptions& options, QString* error)
{
    const PrintLayout layout(deck, options);
    if (!layout.fits()) {
        if (error)
            *error = tr("Tiles of %1 mm do not fit on this page.")
                         .arg(QLocale().toString(options.tileMillimetres));
        return false;
    }
    if (layout.copies() == 0) {
        if (error)
            *error = tr("The deck has no tiles to print.");
        return false;
    }

    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(Dpi);
        writer.setPageSize(options.pageSize);
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        writer.setTitle(localized(deck.name, QLocale().name().section(QLatin1Char('_'), 0, 0)));
        writer.setCreator(QStringLiteral("Bastide"));
        QPainter p;
        if (!p.begin(&writer)) {
            if (error)
                *error = tr("The PDF could not be started.");
            return false;
        }
        PrintPagePainter painter(deck, layout, Dpi / 25.4, TileDpi / 25.4);
        for (int page = 0; page < int(layout.pages().size()); ++page) {
            if (page > 0)
                writer.newPage();
            painter.paint(p, page);
        }
        p.end();
    }
    buffer.close();
    return writeFileAtomically(path, bytes, error);
}

} // namespace bastide
