// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/arttransform.h"

#include <QObject>
#include <QStringList>
#include <optional>

class QWidget;

namespace bastide {

class DeckDocument;

/**
 * Tile pictures from files: one for the tile in hand, or many at once, each going to the
 * tile whose id is its file name ("K.png" to tile K). A picture that is not square is
 * cropped or fitted, as the designer chooses, never stretched. Also writes the drawing
 * template (DrawingTemplate) to draw a picture on.
 */
class PictureImporter : public QObject
{
    Q_OBJECT

public:
    /** What importing many pictures did. */
    struct Report
    {
        QStringList tiles;     // ids of the tiles given a picture
        QStringList unmatched; // file names that name no tile
        QStringList failed;    // why a file named a tile but could not be used
    };

    PictureImporter(DeckDocument* document, QWidget* window);

    /** A picture file as a tile's art (SVG, PNG or JPEG; the template's guides left out);
     *  none (with `error`, naming the file) when it cannot be used. */
    static std::optional<QString> read(const QString& path, PictureFit fit, QString* error);
    /** Whether the picture in the file is square (false when it cannot be read). */
    static bool isSquare(const QString& path);
    /** The tile whose id the file is named after: exactly, else ignoring case; or -1. */
    static int tileFor(const DeckDocument& document, const QString& path);
    /** Sets one tile's picture as one undoable edit. */
    static bool importFile(DeckDocument* document, int tile, const QString& path, PictureFit fit,
                           QString* error);
    /** Sets the pictures of every tile a file names, as one undoable edit. */
    static Report importFiles(DeckDocument* document, const QStringList& paths, PictureFit fit);

    // The menu commands: ask for files (and crop or fit when a picture is not square).
    void importOne(int tile);
    void importMany();
    void exportTemplate(int tile);

signals:
    void failed(const QString& title, const QString& text);
    /** A line for the status bar. */
    void done(const QString& text);

private:
    /** Crop or fit for `count` pictures that are not square; none when cancelled. */
    std::optional<PictureFit> askFit(int count);

    DeckDocument* m_document;
    QWidget* m_window;
};

} // namespace bastide
