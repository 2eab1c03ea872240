// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/printexportdialog.h"

#include "editor/editorstyle.h"
#include "editor/printlayout.h"
#include "editor/retranslator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace bastide {

namespace {

const char* const PageKey = "deckEditor/print/page";
const char* const TileKey = "deckEditor/print/tileMillimetres";
const char* const BleedKey = "deckEditor/print/bleedMillimetres";
const char* const MarksKey = "deckEditor/print/cutMarks";
const char* const BacksKey = "deckEditor/print/backs";
const char* const ContentsKey = "deckEditor/print/contentsSheet";

} // namespace

PrintExportDialog::PrintExportDialog(const Deck& deck, QWidget* parent)
    : QDialog(parent), m_deck(deck), m_page(new QComboBox(this)), m_size(new QDoubleSpinBox(this)),
      m_bleed(new QDoubleSpinBox(this)), m_marks(new QCheckBox(this)), m_back(new QCheckBox(this)),
      m_contents(new QCheckBox(this)), m_summary(EditorStyle::note(QString(), this)), m_ok(nullptr)
{
    EditorStyle::apply(this);
    auto* layout = new QVBoxLayout(this);
    QLabel* heading = EditorStyle::heading(QString(), this);
    layout->addWidget(heading);
    QLabel* note = EditorStyle::note(QString(), this);
    layout->addWidget(note);
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (QPageSize::PageSizeId id :
         {QPageSize::A4, QPageSize::Letter, QPageSize::A3, QPageSize::Legal, QPageSize::Tabloid}) {
        const QPageSize size(id);
        m_page->addItem(size.name(), int(id));
    }
    auto* pageLabel = new QLabel(this);
    pageLabel->setBuddy(m_page);
    form->addRow(pageLabel, m_page);
    m_size->setRange(20, 120);
    m_size->setDecimals(0);
    m_size->setSingleStep(1);
    auto* sizeLabel = new QLabel(this);
    sizeLabel->setBuddy(m_size);
    form->addRow(sizeLabel, m_size);
    // None, or the 2 to 3 mm printers ask for.
    m_bleed->setRange(0, 3);
    m_bleed->setDecimals(1);
    m_bleed->setSingleStep(0.5);
    auto* bleedLabel = new QLabel(this);
    bleedLabel->setBuddy(m_bleed);
    form->addRow(bleedLabel, m_bleed);
    form->addRow(m_marks);
    form->addRow(m_back);
    form->addRow(m_contents);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_ok = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_ok->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_page, &QComboBox::currentIndexChanged, this, &PrintExportDialog::updateSummary);
    connect(m_size, &QDoubleSpinBox::valueChanged, this, &PrintExportDialog::updateSummary);
    connect(m_bleed, &QDoubleSpinBox::valueChanged, this, &PrintExportDialog::updateSummary);
    connect(m_back, &QCheckBox::toggled, this, &PrintExportDialog::updateSummary);
    connect(m_contents, &QCheckBox::toggled, this, &PrintExportDialog::updateSummary);
    auto* texts = new Retranslator(this);
    texts->add([=, this] {
        setWindowTitle(tr("Print and Play"));
        heading->setText(tr("Print the deck to cut out and play"));
        note->setText(
            tr("Every copy of every tile is printed at the size you choose, its id small in a "
               "corner, with cut marks in the margins. Print at 100% (no “fit to page”) so the "
               "tiles come out at their size; print the backs on the reverse, turning the paper "
               "over on its long edge."));
        pageLabel->setText(tr("&Paper:"));
        //: Unit after the tile size, with a leading space.
        m_size->setSuffix(tr(" mm"));
        m_size->setToolTip(tr("The printed game's tiles are 45 mm"));
        sizeLabel->setText(tr("&Tile size:"));
        bleedLabel->setText(tr("&Bleed:"));
        //: The bleed spin box at 0.
        m_bleed->setSpecialValueText(tr("none"));
        m_bleed->setSuffix(tr(" mm"));
        m_bleed->setToolTip(tr("Art printed past the cut lines, so a cut a little off the line "
                               "leaves no white edge; 2 to 3 mm is usual"));
        m_marks->setText(tr("Cut marks in the margins"));
        m_back->setText(tr("Tile backs behind each sheet, by group"));
        m_back->setToolTip(tr("The river, the start tile and each expansion get a back of "
                              "their own, so they can be told apart face down"));
        m_contents->setText(tr("A contents sheet to check the cut deck against"));
        m_ok->setText(tr("Export PDF…"));
        updateSummary();
    });
    setOptions(remembered());
    setMinimumWidth(420);
}

PrintOptions PrintExportDialog::options() const
{
    PrintOptions o;
    o.pageSize = QPageSize(QPageSize::PageSizeId(m_page->currentData().toInt()));
    o.tileMillimetres = m_size->value();
    o.bleedMillimetres = m_bleed->value();
    o.cutMarks = m_marks->isChecked();
    o.backs = m_back->isChecked();
    o.contentsSheet = m_contents->isChecked();
    return o;
}

void PrintExportDialog::setOptions(const PrintOptions& options)
{
    const int page = m_page->findData(int(options.pageSize.id()));
    m_page->setCurrentIndex(page >= 0 ? page : 0);
    m_size->setValue(options.tileMillimetres);
    m_bleed->setValue(options.bleedMillimetres);
    m_marks->setChecked(options.cutMarks);
    m_back->setChecked(options.backs);
    m_contents->setChecked(options.contentsSheet);
    updateSummary();
}

void PrintExportDialog::accept()
{
    remember(options());
    QDialog::accept();
}

PrintOptions PrintExportDialog::remembered()
{
    const QSettings settings;
    PrintOptions o;
    const int page = settings.value(QLatin1String(PageKey), int(o.pageSize.id())).toInt();
    o.pageSize = QPageSize(QPageSize::PageSizeId(page));
    o.tileMillimetres = settings.value(QLatin1String(TileKey), o.tileMillimetres).toDouble();
    o.bleedMillimetres = settings.value(QLatin1String(BleedKey), o.bleedMillimetres).toDouble();
    o.cutMarks = settings.value(QLatin1String(MarksKey), o.cutMarks).toBool();
    o.backs = settings.value(QLatin1String(BacksKey), o.backs).toBool();
    o.contentsSheet = settings.value(QLatin1String(ContentsKey), o.contentsSheet).toBool();
    return o;
}

void PrintExportDialog::remember(const PrintOptions& o)
{
    QSettings settings;
    settings.setValue(QLatin1String(PageKey), int(o.pageSize.id()));
    settings.setValue(QLatin1String(TileKey), o.tileMillimetres);
    settings.setValue(QLatin1String(BleedKey), o.bleedMillimetres);
    settings.setValue(QLatin1String(MarksKey), o.cutMarks);
    settings.setValue(QLatin1String(BacksKey), o.backs);
    settings.setValue(QLatin1String(ContentsKey), o.contentsSheet);
}

QString PrintExportDialog::summary() const
{
    return m_summary->text();
}

void PrintExportDialog::updateSummary()
{
    const PrintOptions o = options();
    const PrintLayout layout(m_deck, o);
    if (!layout.fits()) {
        m_summary->setText(tr("Tiles this large do not fit on the paper."));
        m_ok->setEnabled(false);
        return;
    }
    const int tiles = layout.copies();
    QString text = tr("Tiles: %1, laid %2 × %3 on a sheet. Sheets of tiles: %4.")
                       .arg(tiles)
                       .arg(layout.grid().width())
                       .arg(layout.grid().height())
                       .arg(layout.sheets());
    text += QLatin1Char(' ') + tr("Pages in all: %1.").arg(layout.pages().size());
    m_summary->setText(text);
    m_ok->setEnabled(tiles > 0);
}

} // namespace bastide
