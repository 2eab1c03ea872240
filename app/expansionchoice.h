// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>
#include <vector>

class QCheckBox;
class QLabel;

namespace bastide {

/**
 * One expansion in the new-game dialog: its check box with what it brings below, and once it
 * is ticked, its house rules there instead, one under another: a check box per component that
 * can be left out (engine/rules.h houseRulesOf()). Choices stay while the set is not ticked.
 */
class ExpansionChoice : public QWidget
{
    Q_OBJECT

public:
    explicit ExpansionChoice(const QString& set, QWidget* parent = nullptr);

    /** The set's own check box; its owner words it. */
    QCheckBox* box() const { return m_box; }
    /** What the set brings, shown while it is not ticked; its owner words it. */
    QLabel* description() const { return m_description; }
    /** Ticks exactly the house rules of this set among `houseRules`. */
    void setChosen(const QStringList& houseRules);
    /** The house rules ticked, in the order they are offered, the set ticked or not. */
    QStringList chosen() const;
    /** The check box of `houseRule`, or null when it is not this set's. */
    QCheckBox* houseRuleBox(const QString& houseRule) const;

private:
    void showState(bool ticked);

    QCheckBox* m_box;
    QLabel* m_description;
    QLabel* m_caption;
    QWidget* m_houseRules;
    std::vector<QCheckBox*> m_houseRuleBoxes; // in houseRulesOf()'s order
};

} // namespace bastide
