// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 20, print and play that works at a real table: each sheet of tiles is followed by
// its backs, mirrored so each lands behind its tile; the river, the start tile and each
// expansion have a back of their own; each front carries its id; an optional bleed; a
// contents sheet. Checked in the layout, in pages painted to images, and in the PDF itself.

#include "editor/printandplayexporter.h"
#include "editor/printexportdialog.h"
#include "editor/printlayout.h"
#include "editor/printpagepainter.h"
#include "editor/tileback.h"
#include "engine/standarddeck.h"
#include "screenshots.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <set>

using namespace bastide;
using namespace bastide::test;

namespace {

/** Dots per millimetre the pages are painted at in these tests. */
constexpr qreal Scale = 4;

using Kind = TileBack::Kind;

QImage render(const Deck& deck, const PrintLayout& layout, int page)
{
    const QSizeF mm = layout.pageSize();
    QImage image(int(mm.width() * Scale), int(mm.height() * Scale), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    PrintPagePainter painter(deck, layout, Scale, Scale);
    painter.paint(p, page);
    p.end();
    return image;
}

QRgb at(const QImage& image, QPointF mm)
{
    return image.pixel(int(mm.x() * Scale), int(mm.y() * Scale));
}

bool isWhite(QRgb c)
{
    return qRed(c) > 245 && qGreen(c) > 245 && qBlue(c) > 245;
}

bool isDark(QRgb c)
{
    return qGray(c) < 140;
}

/** Dark pixels in a rectangle (mm) of the image. */
int darkPixels(const QImage& image, const QRectF& mm)
{
    int dark = 0;
    for (int y = int(mm.top() * Scale); y < int(mm.bottom() * Scale); ++y) {
        for (int x = int(mm.left() * Scale); x < int(mm.right() * Scale); ++x)
            dark += isDark(image.pixel(x, y)) ? 1 : 0;
    }
    return dark;
}

QImage back(const TileBack& back)
{
    QImage image(200, 200, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    back.paint(p, QRectF(0, 0, 200, 200), QRectF(0, 0, 200, 200));
    return image;
}

/** Share of pixels that differ clearly between two pictures of one size. */
double difference(const QImage& a, const QImage& b)
{
    int differ = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            differ += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) +
                                  std::abs(qBlue(p) - qBlue(q)) >
                              60
                          ? 1
                          : 0;
        }
    }
    return double(differ) / (a.width() * a.height());
}

struct PdfPage
{
    QSizeF points;
};

/** The page objects of a PDF and their sizes, read from the file as written. */
std::vector<PdfPage> pdfPages(const QByteArray& pdf)
{
    std::vector<PdfPage> pages;
    const QString text = QString::fromLatin1(pdf);
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    static const QRegularExpression box(
        QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]"));
    auto it = page.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        // The page's dictionary runs from its "<<" to the object's end.
        const qsizetype start = text.lastIndexOf(QStringLiteral("obj"), m.capturedStart());
        const qsizetype end = text.indexOf(QStringLiteral("endobj"), m.capturedEnd());
        const auto size = box.match(text.mid(start, end - start));
        pages.push_back({size.hasMatch()
                             ? QSizeF(size.captured(1).toDouble(), size.captured(2).toDouble())
                             : QSizeF()});
    }
    return pages;
}

Deck monasteries(int copies)
{
    Deck deck;
    deck.name[QStringLiteral("en")] = QStringLiteral("Monasteries");
    TileType b = standardDeck().tiles[std::size_t(standardDeck().indexOf(QStringLiteral("B")))];
    b.count = copies;
    b.start = true;
    deck.tiles = {b};
    return deck;
}

} // namespace

class tst_PrintAndPlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachSheetIsFollowedByItsBacksMirrored()
    {
        const Deck& deck = standardDeck();
        const PrintLayout layout(deck, PrintOptions{});
        QCOMPARE(layout.grid(), QSize(4, 6));
        QCOMPARE(layout.sheets(), 6); // 126 tiles, 24 a sheet
        const auto& pages = layout.pages();
        QCOMPARE(layout.contentsPages(), 3); // 85 types, 32 a sheet
        QCOMPARE(int(pages.size()), 6 * 2 + 3);
        const qreal width = layout.pageSize().width();
        for (int s = 0; s < layout.sheets(); ++s) {
            const PrintLayout::Page& fronts = pages[std::size_t(2 * s)];
            const PrintLayout::Page& backs = pages[std::size_t(2 * s + 1)];
            QCOMPARE(fronts.kind, PrintLayout::PageKind::Fronts);
            QCOMPARE(backs.kind, PrintLayout::PageKind::Backs);
            QCOMPARE(fronts.sheet, s + 1);
            QCOMPARE(backs.cells.size(), fronts.cells.size());
            for (std::size_t c = 0; c < fronts.cells.size(); ++c) {
                const auto& f = fronts.cells[c];
                const auto& b = backs.cells[c];
                QCOMPARE(b.tile, f.tile);
                QCOMPARE(b.back, f.back);
                // Turned over on the long edge, left becomes right.
                QVERIFY(qAbs(b.trim.left() - (width - f.trim.right())) < 1e-9);
                QCOMPARE(b.trim.top(), f.trim.top());
                QCOMPARE(f.trim.size(), QSizeF(45, 45));
            }
        }
        QCOMPARE(pages.back().kind, PrintLayout::PageKind::Contents);
    }

    void theRiverTheStartTileAndExpansionsHaveBacksOfTheirOwn()
    {
        const Deck& deck = standardDeck();
        const PrintLayout layout(deck, PrintOptions{});
        std::map<Kind, int> kinds;
        int copies = 0;
        for (const auto& page : layout.pages()) {
            if (page.kind != PrintLayout::PageKind::Fronts)
                continue;
            for (const auto& cell : page.cells) {
                ++copies;
                ++kinds[cell.back.kind];
                const TileType& t = deck.tiles[std::size_t(cell.tile)];
                QCOMPARE(t.group == TileGroup::River, cell.back.kind == Kind::River ||
                                                          cell.back.kind == Kind::Spring ||
                                                          cell.back.kind == Kind::Lake);
            }
        }
        QCOMPARE(copies, 126);
        QCOMPARE(kinds[Kind::Spring], 1);
        QCOMPARE(kinds[Kind::Lake], 1);
        QCOMPARE(kinds[Kind::River], 10);
        QCOMPARE(kinds[Kind::Start], 1); // one copy of D: the others are ordinary tiles
        QCOMPARE(kinds[Kind::Base], 71);
        QCOMPARE(kinds[Kind::Expansion], 18 + 24); // each set's back names it
        // The river comes first, so its backs fill a sheet of their own as far as they go.
        const auto& first = layout.pages().front().cells;
        QCOMPARE(first.front().back.kind, Kind::Spring);
        QCOMPARE(first[11].back.kind, Kind::Lake);

        // Face down they differ plainly: the river from the base game, and from the start
        // tile; the spring and the lake carry a mark beside the river's back.
        const QImage base = back({Kind::Base, {}}), river = back({Kind::River, {}});
        QVERIFY(difference(base, river) > 0.5);
        QVERIFY(difference(base, back({Kind::Start, {}})) > 0.3);
        QVERIFY(difference(river, back({Kind::Spring, {}})) > 0.01);
        QVERIFY(difference(river, back({Kind::Lake, {}})) > 0.01);
        QVERIFY(difference(back({Kind::Spring, {}}), back({Kind::Lake, {}})) > 0.005);
        const QImage inns = back({Kind::Expansion, QStringLiteral("inns-cathedrals")});
        const QImage traders = back({Kind::Expansion, QStringLiteral("traders-builders")});
        QVERIFY(difference(base, inns) > 0.3);
        QVERIFY(difference(inns, traders) > 0.3);
        QVERIFY(difference(back({Kind::Expansion, QStringLiteral("my-set")}), base) > 0.3);
    }

    void backSheetsPaintEachTilesBackBehindIt()
    {
        const Deck& deck = standardDeck();
        const PrintLayout layout(deck, PrintOptions{});
        const QImage page = render(deck, layout, 1); // backs of the first sheet
        const auto& cells = layout.pages()[1].cells;
        const QImage river = back({Kind::River, {}});
        for (const auto& cell : cells) {
            // The middle of a river back is water (blue); of a base back, the town on a hill.
            const QRgb corner = at(page, cell.trim.topLeft() + QPointF(1, 1));
            const bool blue = qBlue(corner) > qRed(corner) + 20;
            QCOMPARE(blue, cell.back.kind == Kind::River || cell.back.kind == Kind::Spring ||
                               cell.back.kind == Kind::Lake);
        }
        Q_UNUSED(river);
    }

    void eachFrontCarriesItsIdAndTheMarksAreOnTheCuts()
    {
        const Deck& deck = standardDeck();
        const PrintLayout layout(deck, PrintOptions{});
        const QImage page = render(deck, layout, 2); // fronts of sheet 2: base tiles
        const PrintLayout::Page& fronts = layout.pages()[2];
        for (const auto& cell : fronts.cells) {
            const QString id = deck.tiles[std::size_t(cell.tile)].id;
            const QRectF box = PrintPagePainter::idBox(cell.trim, id);
            QVERIFY(cell.trim.contains(box));
            QVERIFY2(box.height() < 3.5, "a small id");
            // Ink on a pale ground: the letters are there, and the box is lighter than ink.
            QVERIFY2(darkPixels(page, box) > 4, qPrintable(id));
            QVERIFY(!isDark(at(page, box.topLeft() + QPointF(0.3, 0.3))));
        }
        // A mark on every cut line, in the margin, and none across the tiles.
        for (qreal x : fronts.cutsX) {
            const qreal y =
                fronts.area.top() - PrintPagePainter::MarkGap - PrintPagePainter::MarkLength / 2;
            QVERIFY2(isDark(at(page, QPointF(x, y))), qPrintable(QString::number(x)));
            QVERIFY(isWhite(at(page, QPointF(x + 1.5, y))));
        }
        for (qreal y : fronts.cutsY) {
            const qreal x =
                fronts.area.right() + PrintPagePainter::MarkGap + PrintPagePainter::MarkLength / 2;
            QVERIFY(isDark(at(page, QPointF(x, y))));
        }
        QCOMPARE(int(fronts.cutsX.size()), 5); // abutting tiles share their cuts
        QCOMPARE(int(fronts.cutsY.size()), 7);
    }

    void aBleedRunsTheArtPastTheCuts()
    {
        const Deck& deck = standardDeck();
        PrintOptions options;
        options.bleedMillimetres = 3;
        const PrintLayout layout(deck, options);
        QCOMPARE(layout.pitch(), 51.0);
        QCOMPARE(layout.grid(), QSize(3, 5)); // (210 - 20) / 51, (297 - 20) / 51
        const PrintLayout::Page& fronts = layout.pages()[2];
        QCOMPARE(int(fronts.cutsX.size()), 6); // two cuts a tile: 6 mm of bleed between
        for (std::size_t i = 1; i < fronts.cutsX.size(); ++i) {
            const qreal step = fronts.cutsX[i] - fronts.cutsX[i - 1];
            QVERIFY(qAbs(step - (i % 2 ? 45 : 6)) < 1e-9);
        }
        const QImage page = render(deck, layout, 2);
        for (const auto& cell : fronts.cells) {
            QCOMPARE(cell.trim.size(), QSizeF(45, 45));
            QCOMPARE(cell.bled, cell.trim.adjusted(-3, -3, 3, 3));
            // Printed out to the bleed's edge on every side.
            for (QPointF p :
                 {cell.bled.topLeft() + QPointF(0.5, 22), cell.bled.topRight() + QPointF(-0.5, 22),
                  cell.bled.topLeft() + QPointF(22, 0.5),
                  cell.bled.bottomLeft() + QPointF(22, -0.5)})
                QVERIFY(!isWhite(at(page, p)));
        }
        // The backs bleed too.
        const QImage backs = render(deck, layout, 3);
        const auto& cell = layout.pages()[3].cells.front();
        QVERIFY(!isWhite(at(backs, cell.bled.topLeft() + QPointF(0.5, 0.5))));
    }

    void theContentsSheetListsEveryTypeWithAPicture()
    {
        const Deck& deck = standardDeck();
        const PrintLayout layout(deck, PrintOptions{});
        std::set<int> listed;
        int page = 0;
        for (const auto& p : layout.pages()) {
            if (p.kind == PrintLayout::PageKind::Contents) {
                for (int t : p.types)
                    QVERIFY(listed.insert(t).second);
                const QImage image = render(deck, layout, page);
                // The first row's picture is printed where the row begins.
                const qreal top =
                    PrintLayout::ContentsHeaderMillimetres + layout.options().marginMillimetres + 1;
                const QRectF picture(layout.options().marginMillimetres, top,
                                     PrintLayout::ContentsPictureMillimetres,
                                     PrintLayout::ContentsPictureMillimetres);
                QVERIFY(!isWhite(at(image, picture.center())));
                QVERIFY(darkPixels(image, QRectF(10, 10, 190, 12)) > 50); // the heading
            }
            ++page;
        }
        QCOMPARE(int(listed.size()), int(deck.tiles.size()));
        PrintOptions none;
        none.contentsSheet = false;
        QCOMPARE(PrintLayout(deck, none).contentsPages(), 0);
    }

    void thePdfHasThePagesAtThePapersSize_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<qreal>("bleed");
        QTest::addColumn<bool>("backs");
        QTest::addColumn<int>("pages");
        QTest::addColumn<QSizeF>("points");
        // 30 copies, one type. A4 at 45 mm: 24 a sheet → 2 sheets, 2 backs, 1 contents.
        QTest::newRow("A4") << int(QPageSize::A4) << 0.0 << true << 5 << QSizeF(595.3, 841.9);
        // 3 mm bleed: 15 a sheet → 2 sheets.
        QTest::newRow("A4, bleed")
            << int(QPageSize::A4) << 3.0 << false << 3 << QSizeF(595.3, 841.9);
        QTest::newRow("Letter") << int(QPageSize::Letter) << 2.0 << true << 5 << QSizeF(612, 792);
    }
    void thePdfHasThePagesAtThePapersSize()
    {
        QFETCH(int, paper);
        QFETCH(qreal, bleed);
        QFETCH(bool, backs);
        QFETCH(int, pages);
        QFETCH(QSizeF, points);
        PrintOptions options;
        options.pageSize = QPageSize(QPageSize::PageSizeId(paper));
        options.bleedMillimetres = bleed;
        options.backs = backs;
        const Deck deck = monasteries(30);
        QCOMPARE(PrintAndPlayExporter::pageCount(deck, options), pages);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("deck.pdf"));
        QString error;
        QVERIFY2(PrintAndPlayExporter::exportPdf(deck, path, options, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        const std::vector<PdfPage> found = pdfPages(bytes);
        QCOMPARE(int(found.size()), pages);
        for (const PdfPage& p : found) {
            QVERIFY2(
                qAbs(p.points.width() - points.width()) < 1 &&
                    qAbs(p.points.height() - points.height()) < 1,
                qPrintable(QStringLiteral("%1 x %2").arg(p.points.width()).arg(p.points.height())));
        }
    }

    void pagesAreSavedToLookAt()
    {
        // Pictures of the pages, for a person to look at.
        if (!screenshotsWanted())
            QSKIP("only takes screenshots: set BASTIDE_SCREENSHOTS=DIR to have them");
        const Deck& deck = standardDeck();
        PrintOptions options;
        options.bleedMillimetres = 3;
        const PrintLayout layout(deck, options);
        const int last = int(layout.pages().size()) - 1;
        for (int page : {0, 1, 2, 3, last - 1, last}) {
            QVERIFY(saveScreenshot(render(deck, layout, page),
                                   QStringLiteral("print-page-%1").arg(page + 1)));
        }
    }

    void theDialogOffersBleedBacksAndContents()
    {
        const Deck deck = monasteries(30);
        PrintExportDialog dialog(deck);
        PrintOptions options;
        options.bleedMillimetres = 2.5;
        options.backs = false;
        options.contentsSheet = false;
        dialog.setOptions(options);
        const PrintOptions back = dialog.options();
        QCOMPARE(back.bleedMillimetres, 2.5);
        QCOMPARE(back.backs, false);
        QCOMPARE(back.contentsSheet, false);
        // 50 mm pitch on A4: 3 x 5 = 15 a sheet, 2 sheets and nothing else.
        QVERIFY2(dialog.summary().contains(QStringLiteral("3 × 5")), qPrintable(dialog.summary()));
        QVERIFY2(dialog.summary().contains(QStringLiteral("Pages in all: 2.")),
                 qPrintable(dialog.summary()));
    }

    void theDialogOpensWithTheLastExportsChoices()
    {
        // Issue 38: the bleed (and every other choice) is kept from one export to the next.
        const Deck deck = monasteries(30);
        PrintOptions chosen;
        chosen.pageSize = QPageSize(QPageSize::Letter);
        chosen.tileMillimetres = 50;
        chosen.bleedMillimetres = 2.5;
        chosen.cutMarks = false;
        chosen.backs = false;
        {
            PrintExportDialog first(deck);
            first.setOptions(chosen);
            first.accept();
        }
        PrintExportDialog next(deck);
        const PrintOptions again = next.options();
        QCOMPARE(again.bleedMillimetres, 2.5);
        QCOMPARE(again.tileMillimetres, 50.0);
        QCOMPARE(again.pageSize.id(), QPageSize::Letter);
        QCOMPARE(again.cutMarks, false);
        QCOMPARE(again.backs, false);
        QCOMPARE(again.contentsSheet, true);
        // Cancelled, a dialog keeps nothing.
        {
            PrintExportDialog cancelled(deck);
            PrintOptions other = chosen;
            other.bleedMillimetres = 0;
            cancelled.setOptions(other);
            cancelled.reject();
        }
        QCOMPARE(PrintExportDialog::remembered().bleedMillimetres, 2.5);
        PrintExportDialog::remember(PrintOptions{});
    }
};

QTEST_MAIN(tst_PrintAndPlay)
#include "tst_printandplay.moc"
