"""The legal actions as a person reads them: numbered, and grouped by the start of their
notation (a piece's square, a verb) when there are too many to read one by one."""

from __future__ import annotations

from dataclasses import dataclass, field

SEPARATORS = " -=@>"
"""The first of these ends a notation's group key: `d4-d7` is in group `d4-`, `take King` in
`take `, `E@a1` in `E@`; a notation without any (`pass`) is a group of its own. A hyphen
between two letters joins a word (`stamp-swap high b3` is in `stamp-swap `)."""

LISTED = 24
"""Up to this many legal actions are listed one by one; more are shown a group a line."""


@dataclass
class Group:
    """Legal actions whose notations start alike: their numbers (from 1) and the rest of each."""

    key: str
    members: list[tuple[int, str]] = field(default_factory=list)

    @property
    def name(self) -> str:
        """The key as a person types it: without a trailing space or separator."""
        return self.key.rstrip(SEPARATORS) or self.key


def group_key(text: str) -> str:
    """The start of a notation up to and including its first separator."""
    for i, char in enumerate(text[1:], 1):
        joins = char == "-" and text[i - 1].isalpha() and text[i + 1: i + 2].isalpha()
        if char in SEPARATORS and not joins:
            return text[: i + 1]
    return text


def group_actions(texts: list[str]) -> list[Group]:
    """The notations grouped by key, in the order the groups first appear."""
    groups: dict[str, Group] = {}
    for number, text in enumerate(texts, 1):
        key = group_key(text)
        groups.setdefault(key, Group(key)).members.append((number, text[len(key):]))
    return list(groups.values())


def listed(group: Group) -> list[tuple[int, str]]:
    """What a group's line shows of each action, as a person may type it: the rest of its
    notation after the key, or the whole notation where the rest alone is a number (a number
    typed picks an action by its place in the list)."""
    return [(n, group.key + rest if rest.strip().isdigit() else rest) for n, rest in group.members]


def find_group(groups: list[Group], text: str) -> Group | None:
    """The group of several actions a person named by its key (`d4`, `take`), if any."""
    wanted = text.strip().lower()
    for group in groups:
        if len(group.members) > 1 and wanted in (group.key.strip().lower(), group.name.lower()):
            return group
    return None


def numbered(items: list[tuple[int, str]], notes: dict[int, str], width: int) -> list[str]:
    """Notations with their numbers, in as many columns as `width` holds; an action with a
    note (such as ending the game) on a line of its own."""
    digits = len(str(max((n for n, _ in items), default=1)))
    cells = [f"{n:>{digits}}. {t}" for n, t in items if n not in notes]
    lines = [f"  {n:>{digits}}. {t}{notes[n]}" for n, t in items if n in notes]
    if not cells:
        return lines
    cell = max(len(c) for c in cells) + 2
    columns = max(1, (width - 2) // cell)
    rows = -(-len(cells) // columns)
    for row in range(rows):
        line = "".join(c.ljust(cell) for c in cells[row::rows])
        lines.append("  " + line.rstrip())
    return lines


def every(texts: list[str]) -> list[tuple[int, str]]:
    """Each notation with its number, from 1."""
    return list(enumerate(texts, 1))


def grouped(groups: list[Group], notes: dict[int, str], width: int) -> list[str]:
    """One line a group: its key, its numbers and the rest of each notation, cut with a count
    of the others; then the actions with notes, whole."""
    lines = []
    keywidth = min(12, max(len(g.key) for g in groups))
    for group in groups:
        first, last = group.members[0][0], group.members[-1][0]
        together = last - first + 1 == len(group.members)
        numbers = f"{first}-{last}" if together else f"{len(group.members)} moves"
        head = f"  {group.key.strip():<{keywidth}} {numbers:>9}: "
        if len(group.members) == 1:
            lines.append(f"  {first}. {group.key}{group.members[0][1]}")
            continue
        line, shown = head, 0
        room = width - 1 - len(f" ... +{len(group.members)} (type '{group.name}')")
        for _, rest in listed(group):
            if len(line) + len(rest) + 1 > room:
                break
            line += rest + " "
            shown += 1
        more = len(group.members) - shown
        lines.append(line.rstrip() + (f" ... +{more} (type '{group.name}')" if more else ""))
    texts_with_notes = [(n, note) for n, note in sorted(notes.items())]
    if texts_with_notes:
        by_number = {n: g.key + rest for g in groups for n, rest in g.members}
        lines += [f"  {n}. {by_number[n]}{note}" for n, note in texts_with_notes]
    return lines


def menu(texts: list[str], notes: dict[int, str], width: int = 80) -> list[str]:
    """The legal actions for the prompt: all of them numbered when few, else a line a group
    with how to list one group ('d4') or every action ('all')."""
    if len(texts) <= LISTED:
        return numbered(every(texts), notes, width)
    groups = group_actions(texts)
    if len(groups) == len(texts):  # nothing in common: the first ones, and how to see the rest
        first = numbered(every(texts[:LISTED]), notes, width)
        return [*first, f"  ... and {len(texts) - LISTED} more: type 'all' to list them, or type one."]
    example = next(g for g in groups if len(g.members) > 1).name
    return [*grouped(groups, notes, width),
            f"  {len(texts)} actions in {len(groups)} groups: type a group ('{example}') to number its",
            "  actions, 'all' to number every one, or type one."]
