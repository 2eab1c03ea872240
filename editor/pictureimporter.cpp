// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/pictureimporter.h"

#include "editor/deckdocument.h"
#include "editor/deckfiles.h"
#include "editor/drawingtemplate.h"
#include "editor/messagetranslation.h"
#include "engine/deckjson.h"
#include "engine/filefault.h"
#include "engine/messages.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSvgRenderer>

namespace bastide {

namespace {

constexpr qint64 MaxPictureBytes = 2 * 1024 * 1024;

bool isSvgFile(const QString& path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0;
}

std::optional<QByteArray> bytesOf(const QString& path, QString* error)
{
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = PictureImporter::tr("%1 cannot be read: %2")
                         .arg(name, describe(fileFault(file, false), translateMessage));
        return std::nullopt;
    }
    if (file.size() > MaxPictureBytes) {
        if (error)
            *error = PictureImporter::tr("%1 is larger than 2 MB; a tile picture should be far "
                                         "smaller.")
                         .arg(name);
        return std::nullopt;
    }
    return file.readAll();
}

QString pictureFilter()
{
    //: File dialog filters; %1, %2, %3 are file patterns.
    return PictureImporter::tr("Pictures (%1);;SVG pictures (%2);;PNG and JPEG pictures (%3)")
        .arg(QStringLiteral("*.svg *.png *.jpg *.jpeg"), QStringLiteral("*.svg"),
             QStringLiteral("*.png *.jpg *.jpeg"));
}

} // namespace

PictureImporter::PictureImporter(DeckDocument* document, QWidget* window)
    : QObject(window), m_document(document), m_window(window)
{}

std::optional<QString> PictureImporter::read(const QString& path, PictureFit fit, QString* error)
{
    const auto bytes = bytesOf(path, error);
    if (!bytes)
        return std::nullopt;
    const QString name = QFileInfo(path).fileName();
    if (!isSvgFile(path)) {
        const QString art = ArtTransform::fromRaster(*bytes, name, error, fit);
        if (art.isEmpty())
            return std::nullopt;
        return art;
    }
    const QString svg = ArtTransform::withoutGuides(QString::fromUtf8(*bytes));
    if (!QSvgRenderer(svg.toUtf8()).isValid()) {
        if (error)
            *error = tr("%1 is not an SVG picture Bastide can draw.").arg(name);
        return std::nullopt;
    }
    return ArtTransform::squared(svg, fit);
}

bool PictureImporter::isSquare(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > MaxPictureBytes)
        return false;
    const QSizeF size = ArtTransform::sizeOf(file.readAll(), isSvgFile(path));
    return !size.isEmpty() && ArtTransform::isSquare(size);
}

int PictureImporter::tileFor(const DeckDocument& document, const QString& path)
{
    const QString id = QFileInfo(path).completeBaseName();
    const int exact = document.deck().indexOf(id);
    if (exact >= 0)
        return exact;
    for (int i = 0; i < document.tileCount(); ++i) {
        if (document.tile(i).id.compare(id, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

bool PictureImporter::importFile(DeckDocument* document, int tile, const QString& path,
                                 PictureFit fit, QString* error)
{
    if (!document->isValidIndex(tile))
        return false;
    const auto art = read(path, fit, error);
    if (!art)
        return false;
    TileType t = document->tile(tile);
    t.art = *art;
    document->editTile(tile, t, tr("Set the picture"));
    return true;
}

PictureImporter::Report PictureImporter::importFiles(DeckDocument* document,
                                                     const QStringList& paths, PictureFit fit)
{
    Report report;
    Deck deck = document->deck();
    int first = -1;
    for (const QString& path : paths) {
        const int tile = tileFor(*document, path);
        if (tile < 0) {
            report.unmatched << QFileInfo(path).fileName();
            continue;
        }
        QString error;
        const auto art = read(path, fit, &error);
        if (!art) {
            report.failed << error;
            continue;
        }
        deck.tiles[std::size_t(tile)].art = *art;
        report.tiles << deck.tiles[std::size_t(tile)].id;
        if (first < 0)
            first = tile;
    }
    //: An edit in the History: pictures given to several tiles at once.
    document->editDeck(deck, tr("Import pictures for %n tile(s)", "", int(report.tiles.size())),
                       NoMerge, first);
    return report;
}

std::optional<PictureFit> PictureImporter::askFit(int count)
{
    QMessageBox box(QMessageBox::Question, tr("Picture Not Square"),
                    //: %n counts the pictures that are not square.
                    tr("Pictures that are not square: %n. A tile is square: cut each to a "
                       "square from its middle, or show it whole with its border colour "
                       "round it?",
                       "", count),
                    QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("pictureFitQuestion"));
    QPushButton* crop = box.addButton(tr("Crop to Square"), QMessageBox::AcceptRole);
    QPushButton* fit = box.addButton(tr("Fit Whole"), QMessageBox::AcceptRole);
    box.setDefaultButton(crop);
    box.exec();
    if (box.clickedButton() == crop)
        return PictureFit::Crop;
    if (box.clickedButton() == fit)
        return PictureFit::Fit;
    return std::nullopt;
}

void PictureImporter::importOne(int tile)
{
    if (!m_document->isValidIndex(tile))
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import Tile Picture"),
                                                      DeckFiles::deckDirectory(), pictureFilter());
    if (path.isEmpty())
        return;
    PictureFit fit = PictureFit::Crop;
    if (!isSquare(path)) {
        const auto chosen = askFit(1);
        if (!chosen)
            return;
        fit = *chosen;
    }
    QString error;
    if (!importFile(m_document, tile, path, fit, &error))
        emit failed(tr("Cannot use the picture"), error);
}

void PictureImporter::importMany()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        m_window, tr("Import Pictures by Tile Id"), DeckFiles::deckDirectory(), pictureFilter());
    if (paths.isEmpty())
        return;
    int notSquare = 0;
    for (const QString& path : paths)
        notSquare += tileFor(*m_document, path) >= 0 && !isSquare(path) ? 1 : 0;
    PictureFit fit = PictureFit::Crop;
    if (notSquare > 0) {
        const auto chosen = askFit(notSquare);
        if (!chosen)
            return;
        fit = *chosen;
    }
    const Report report = importFiles(m_document, paths, fit);
    if (report.unmatched.isEmpty() && report.failed.isEmpty()) {
        emit done(tr("Pictures set for %n tile(s): %1.", "", int(report.tiles.size()))
                      .arg(report.tiles.join(tr(", "))));
        return;
    }
    QStringList lines;
    if (!report.tiles.isEmpty())
        lines << tr("Pictures set for %n tile(s): %1.", "", int(report.tiles.size()))
                     .arg(report.tiles.join(tr(", ")));
    if (!report.unmatched.isEmpty())
        //: %1 lists file names. A file is matched to the tile its name is the id of.
        lines << tr("No tile has the id these files are named after, so they were left out: "
                    "%1. Name a file after its tile, as %2 for tile %3.")
                     .arg(report.unmatched.join(tr(", ")), QStringLiteral("K.png"),
                          QStringLiteral("K"));
    lines << report.failed;
    emit failed(tr("Some pictures were not used"), lines.join(QStringLiteral("\n\n")));
}

void PictureImporter::exportTemplate(int tile)
{
    const TileType* t = m_document->isValidIndex(tile) ? &m_document->tile(tile) : nullptr;
    const QString name = t ? t->id : QStringLiteral("tile");
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Drawing Template"),
        DeckFiles::deckDirectory() + QLatin1Char('/') + name + QLatin1String("-template.svg"),
        tr("SVG pictures (%1)").arg(QStringLiteral("*.svg")));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(".svg");
    QString error;
    if (!writeFileAtomically(path, DrawingTemplate::svg(t).toUtf8(), &error)) {
        emit failed(tr("Cannot write the template"),
                    tr("%1 could not be written: %2").arg(QFileInfo(path).fileName(), error));
        return;
    }
    emit done(tr("Wrote %1: draw on it, then import it as the tile's picture.")
                  .arg(QFileInfo(path).fileName()));
}

} // namespace bastide
