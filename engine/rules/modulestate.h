// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <memory>
#include <typeinfo>
#include <vector>

namespace bastide {

/** What one rule module keeps in a game (where the dragon is, tokens held): a value that the
 *  game copies with itself. A module derives its state from ModuleStateOf<Its>. */
class ModuleState
{
public:
    virtual ~ModuleState() = default;
    virtual std::unique_ptr<ModuleState> clone() const = 0;
    virtual bool equals(const ModuleState& other) const = 0;
};

/** A module's state as a plain value type `Derived` with operator==. */
template <class Derived> class ModuleStateOf : public ModuleState
{
public:
    std::unique_ptr<ModuleState> clone() const override
    {
        return std::make_unique<Derived>(static_cast<const Derived&>(*this));
    }
    bool equals(const ModuleState& other) const override
    {
        const auto* same = dynamic_cast<const Derived*>(&other);
        return same && *same == static_cast<const Derived&>(*this);
    }
};

/**
 * The states of a game's modules, one slot per module (empty for a module without state).
 * Copies share each state until one of them changes it (copy on write), so the search copies
 * games without copying what rarely changes; a const game only reads.
 */
class ModuleStates
{
public:
    void resize(std::size_t count) { m_slots.resize(count); }
    void set(std::size_t slot, std::unique_ptr<ModuleState> state)
    {
        m_slots[slot] = std::shared_ptr<ModuleState>(std::move(state));
    }
    const ModuleState* get(std::size_t slot) const { return m_slots[slot].get(); }
    /** The state of `slot` for changing: this game's own copy. */
    ModuleState* edit(std::size_t slot)
    {
        std::shared_ptr<ModuleState>& s = m_slots[slot];
        if (s && s.use_count() > 1)
            s = std::shared_ptr<ModuleState>(s->clone());
        return s.get();
    }

    friend bool operator==(const ModuleStates& a, const ModuleStates& b)
    {
        if (a.m_slots.size() != b.m_slots.size())
            return false;
        for (std::size_t i = 0; i < a.m_slots.size(); ++i) {
            const ModuleState* x = a.m_slots[i].get();
            const ModuleState* y = b.m_slots[i].get();
            if (x != y && (!x || !y || !x->equals(*y)))
                return false;
        }
        return true;
    }

private:
    std::vector<std::shared_ptr<ModuleState>> m_slots;
};

} // namespace bastide
