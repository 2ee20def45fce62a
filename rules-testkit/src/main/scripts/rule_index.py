#!/usr/bin/env python3
"""Generates the rule index of the testkit from the rules digests.

For every rule ID defined in rules-digest.md and scenarios-digest.md (an ID that starts a bullet in bold, as
RuleCoverage reads them) it writes one line: the ID, a short title and the Czech section it comes from. The
title is the bold name the digest gives the rule, or else the first few words of the rule, cut short: the
index points to the rule, it does not reproduce it.

Usage (from the repository root):
    python3 rules-testkit/src/main/scripts/rule_index.py [RULES_DIR] [OUTPUT]
RULES_DIR defaults to ../shared/rules; OUTPUT to the bundled resource of the testkit. Standard library only.
"""
import re
import sys
from pathlib import Path

DIGESTS = ("rules-digest.md", "scenarios-digest.md")
OUTPUT = Path("rules-testkit/src/main/resources/io/github/mkrules/testkit/rule-index.tsv")
ID = r"[RSV]-[A-Z][A-Z0-9]*(?:-[A-Z][A-Z0-9]*)*-[0-9]+(?:\.[0-9]+)*"
DEFINITION = re.compile(r"^\s*[-*+]\s+\*\*(" + ID + r")(?![0-9A-Za-z])(.*)$")
TABLE_DEFINITION = re.compile(r"^\|\s*(" + ID + r")\s*\|([^|]*)\|")
HEADING = re.compile(r"^(#{2,3})\s+(.*)$")
INDEX_ROW = re.compile(r"^\|\s*[0-9A-Z]+\s*\|\s*(.*?)\s*\|\s*(R-[A-Z-]+)")
MAX_WORDS = 6


def plain(text):
    """Markdown emphasis, code marks and italic Czech glosses removed; spaces collapsed."""
    text = re.sub(r"\s*\(\*[^)]*\*[^)]*\)", "", text)  # (*Czech term*), also with a comment after it
    text = re.sub(r"\[[^\]]*\]", "", text)  # [NEW], [CHANGED], [icon lost] and other notes
    text = text.replace("**", "").replace("*", "").replace("`", "")
    return re.sub(r"\s+", " ", text).strip()


def first_words(text):
    """The start of a rule's text up to its first stop, at most MAX_WORDS words."""
    text = re.sub(r"^\([a-z]\)\s*", "", plain(text))  # the rulebook's letter, already in the ID
    clause = re.split(r"(?<=[A-Za-z0-9)\"'])[.:;](?:\s|$)", text, maxsplit=1)[0].rstrip(" ,:;.")
    words = clause.split()
    if len(words) > MAX_WORDS:
        clause = " ".join(words[:MAX_WORDS]).rstrip(",;:") + " …"
    return clause[:1].upper() + clause[1:]


def title(rest):
    """The title of one definition line, from what follows the ID."""
    bold = re.match(r"^\.?\s*([^*]*)\*\*(.*)$", rest)
    if not bold:
        return first_words(rest)
    name, body = bold.group(1).strip(), bold.group(2)
    name = re.sub(r"\s*\([^)]*\)\.?$", "", name) if not name.startswith("(") else name  # drop a Czech gloss
    name = name.rstrip(". ").strip()
    if not name:
        return first_words(body)
    if name.startswith("(") and name.endswith(")"):
        label = name[1:-1]
        label = label[:1].upper() + label[1:]
        words = first_words(body) if len(label.split()) < 3 else ""  # a short label gets the rule's first words
        return label + (": " + words if words else "")
    name = plain(name)
    return name[:1].upper() + name[1:]


def table_title(cell):
    """The title of a rule defined in a table row: its name cell without the Czech gloss."""
    return plain(re.sub(r"\s*\([^)]*\)\s*$", "", cell))


def title_below(lines, number):
    """For a definition whose line holds nothing but the ID, the first words of the bullet below it."""
    for line in lines[number + 1:]:
        if line.strip():
            return first_words(re.sub(r"^\s*[-*+]\s+", "", line))
    return ""


def czech(heading):
    """The Czech name in a heading: '– *Czech*' at the end, or the first parenthesis holding Czech."""
    italic = re.search(r"–\s*\*([^*]+)\*", heading)
    if italic:
        return italic.group(1).strip()
    for inner in re.findall(r"\(([^()]*(?:\([^()]*\)[^()]*)*)\)", heading):
        if not re.fullmatch(r"[RSV]-[A-Z-]+|rulebook.*|.*\b001\b.*|exactly .*", inner):
            return inner.strip()
    return None


def section_names(lines):
    """Czech section names by ID prefix, from the digest's section index table."""
    names = {}
    for line in lines:
        row = INDEX_ROW.match(line)
        if row:
            found = re.search(r"\(([^()]*(?:\([^()]*\)[^()]*)*)\)\s*(?:\[NEW\])?$", row.group(1))
            if found:
                names[row.group(2)] = found.group(1)
    return names


def entries(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    by_prefix = section_names(lines)
    chapter = section = None
    for number, line in enumerate(lines):
        heading = HEADING.match(line)
        if heading:
            name = czech(heading.group(2))
            if len(heading.group(1)) == 2:
                chapter, section = name, None
            else:
                section = name
            continue
        definition = DEFINITION.match(line) or TABLE_DEFINITION.match(line)
        if definition:
            rule_id, rest = definition.group(1), definition.group(2)
            prefix = re.sub(r"-[0-9][0-9.]*$", "", rule_id)
            place = section or chapter or by_prefix.get(prefix) or ""
            rule_title = table_title(rest) if line.startswith("|") else title(rest) or title_below(lines, number)
            yield rule_id, rule_title, place


def main(argv):
    rules = Path(argv[1]) if len(argv) > 1 else Path("../shared/rules")
    output = Path(argv[2]) if len(argv) > 2 else OUTPUT
    seen = set()
    rows = []
    for name in DIGESTS:
        for rule_id, rule_title, place in entries(rules / name):
            if rule_id not in seen:
                seen.add(rule_id)
                rows.append("\t".join((rule_id, rule_title.replace("\t", " "), place)))
    header = [
        "# The rule index of mkrules: every rule ID of the rules and scenarios digests, a short title and the",
        "# Czech section of the rulebook or scenario book it comes from. Generated by",
        "# rules-testkit/src/main/scripts/rule_index.py from " + " and ".join(DIGESTS) + "; do not edit by hand.",
        "# id\ttitle\tczech section",
    ]
    output.write_text("\n".join(header + rows) + "\n", encoding="utf-8")
    print(f"{len(rows)} rule IDs written to {output}")


if __name__ == "__main__":
    main(sys.argv)
