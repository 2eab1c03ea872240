// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Layout checks for translated windows: a pseudo-translation with every word 40% longer,
// and a search for texts a widget is too small to show whole.

#include "app/scorechart.h"
#include "app/translations.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QTranslator>

namespace bastide::test {

/**
 * Every text 40% longer, as Russian and Ukrainian often are: each word grows by repeating
 * its first letters. Placeholders, plural markers and rich-text tags are kept intact.
 */
class LongWordsTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char*, const char* source, const char*, int n) const override
    {
        if (!source || !*source)
            return {};
        QString text = QString::fromUtf8(source);
        text.replace(QStringLiteral("y(-ies)"),
                     n == 1 ? QStringLiteral("y") : QStringLiteral("ies"));
        text.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
        QString out;
        QString word;
        bool inTag = false;
        auto flush = [&] {
            out += word;
            if (word.size() > 1)
                out += word.left((word.size() * 2 + 4) / 5);
            word.clear();
        };
        for (int i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            const bool placeholder = i > 0 && text[i - 1] == QLatin1Char('%');
            if (c == QLatin1Char('<'))
                inTag = true;
            if (!inTag && c.isLetter() && !placeholder) {
                word += c;
                continue;
            }
            flush();
            out += c;
            if (c == QLatin1Char('>'))
                inTag = false;
        }
        flush();
        return out;
    }
};

/** The translated-window tests' languages: en, ru, uk, or "long" (English with every word
 *  40% longer). use() switches to one, reset() goes back to English. */
class TestLanguage
{
public:
    void use(const QString& language)
    {
        const bool longer = language == QLatin1String("long");
        Translations::setLanguage(longer ? QStringLiteral("en") : language);
        if (longer)
            QCoreApplication::installTranslator(&m_longer);
    }
    void reset()
    {
        QCoreApplication::removeTranslator(&m_longer);
        Translations::setLanguage(QStringLiteral("en"));
    }

private:
    LongWordsTranslator m_longer;
};

/** Labels and buttons narrower than their text needs: text that would be cut off. */
inline QStringList cutOffTexts(QWidget* root)
{
    QStringList cut;
    const auto labels = root->findChildren<QLabel*>();
    for (QLabel* l : labels) {
        if (!l->isVisibleTo(root) || l->text().isEmpty() || !l->pixmap().isNull())
            continue;
        if (l->objectName() == QStringLiteral("hintBanner"))
            continue; // it sizes itself to its text
        const bool tooNarrow = l->wordWrap() ? l->height() + 1 < l->heightForWidth(l->width())
                                             : l->width() + 1 < l->sizeHint().width();
        if (tooNarrow)
            cut << QStringLiteral("label \"%1\" (%2×%3)")
                       .arg(l->text())
                       .arg(l->width())
                       .arg(l->height());
    }
    const auto combos = root->findChildren<QComboBox*>();
    for (QComboBox* c : combos) {
        // Room for the longest choice, its icon, the frame and the drop-down arrow.
        int needed = 0;
        for (int i = 0; i < c->count(); ++i)
            needed = std::max(needed, c->fontMetrics().horizontalAdvance(c->itemText(i)));
        needed += (c->itemIcon(0).isNull() ? 0 : c->iconSize().width() + 4) + 32;
        if (c->isVisibleTo(root) && c->width() < needed)
            cut << QStringLiteral("choice \"%1\" (%2 < %3)")
                       .arg(c->currentText())
                       .arg(c->width())
                       .arg(needed);
    }
    const auto headers = root->findChildren<QHeaderView*>();
    for (QHeaderView* h : headers) {
        if (!h->isVisibleTo(root))
            continue;
        for (int i = 0; i < h->count(); ++i) {
            if (h->sectionSize(i) + 1 < h->sectionSizeHint(i))
                cut << QStringLiteral("column %1 (%2 < %3)")
                           .arg(i)
                           .arg(h->sectionSize(i))
                           .arg(h->sectionSizeHint(i));
        }
    }
    const auto edits = root->findChildren<QLineEdit*>();
    for (QLineEdit* e : edits) {
        // A placeholder shows while the field is empty: it must fit as well.
        const QString hint = e->placeholderText();
        if (!e->isVisibleTo(root) || hint.isEmpty() || !e->text().isEmpty())
            continue;
        const QMargins m = e->textMargins();
        const int room = e->width() - m.left() - m.right() - 8; // frame and Qt's side margins
        const int needed = e->fontMetrics().horizontalAdvance(hint);
        if (room < needed)
            cut << QStringLiteral("placeholder \"%1\" (%2 < %3)").arg(hint).arg(room).arg(needed);
    }
    const auto views = root->findChildren<QAbstractItemView*>();
    for (QAbstractItemView* v : views) {
        // Wrapped lists (the game log) must not need sideways scrolling.
        if (v->isVisibleTo(root) && v->horizontalScrollBar()->isVisible())
            cut << QStringLiteral("a horizontal scroll bar in %1").arg(v->objectName());
    }
    const auto charts = root->findChildren<ScoreChart*>();
    for (ScoreChart* chart : charts) {
        if (!chart->isVisibleTo(root))
            continue;
        for (const QString& name : chart->shortenedNames())
            cut << QStringLiteral("chart name \"%1\" (%2 wide)").arg(name).arg(chart->width());
    }
    const auto buttons = root->findChildren<QAbstractButton*>();
    for (QAbstractButton* b : buttons) {
        if (b->isVisibleTo(root) && !b->text().isEmpty() && b->width() + 1 < b->sizeHint().width())
            cut << QStringLiteral("button \"%1\" (%2 < %3)")
                       .arg(b->text())
                       .arg(b->width())
                       .arg(b->sizeHint().width());
    }
    return cut;
}

} // namespace bastide::test
