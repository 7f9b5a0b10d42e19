#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_boldprose160.py: a value in bold with words after it inside
the bold ("### ✅ Answer: **35 bushels per day**", "**$2,000 remains
after expenses.**", "**208 extra square feet** could be covered by the
leftover grass seed."), as round 39's GRPO rollouts write it, is read as
the same text without its marks is: a unit and the question's words
after the value are the value's, a hedge, a bound, a negation, another
value, another span or a noun the problem does not hold are not.  A
unit's "of" and the noun after it ("650 milligrams of zinc") holds the
problem's word, in bold or not: "of iron", "of xyzzy" name another
quantity; a "than" after the value needs a comparison before it ("33
more jeans than scarves", not "33 than scarves") (issue 26, session
69).

On session 68's binary the bold text was compared as written (not
equal: "35 \\text{ bushels per day}" against 35), and "Answer: 650
milligrams of xyzzy" and "Final answer: 33 than scarves" were
rewarded.

usage: hostile_boldprose160.py PAPO_VERIFY [--list]

Kinds: bold (KIND-right rewarded; KIND-wrong, the same against another
value; KIND-twin never rewarded), prose (the twins without their bold:
never rewarded either).
"""
import sys

import verify_run

BUSHELS = ("Dave has 4 cows and 3 sheep that eat 2 bushels a day. He also "
           "has 7 chickens that eat 3 bushels a day. How many bushels "
           "should he have to suffice the animals for a day?")
GRASS = ("Drew's lawn is 22 feet from the house to the curb and 36 feet "
         "from side to side. He bought four bags of seed that each cover "
         "250 square feet. How many extra square feet could the leftover "
         "grass seed cover after Drew reseeds his lawn?")
SALARY = ("Diana pays $600 for rent and $2,400 for other expenses. If her "
          "salary was $5000 per month, how much money remained after her "
          "expenses?")
ZINC = ("Jerry takes 2 antacids that weigh 2 grams each and are 5% zinc by "
        "weight. Then he takes 3 smaller antacids that weigh 1 gram each "
        "and have 15% zinc. How many milligrams of zinc does he eat?")
TANK = ("A tank holds 350,000 gallons. It lost 20% of its water, was "
        "repaired and filled at 40,000 gallons an hour. After 3 hours, how "
        "many gallons are missing for the tank to be at maximum capacity "
        "again?")

JEANS = ("There are 70 jeans and 37 scarves in the store. How many more "
         "jeans are there than scarves?")

# (problem, value as written, reference, rights, twins); a "|" closes
# the bold there (the rest follows it), else the bold holds it all
CASES = [
    (BUSHELS, "35", "35",
     ["bushels per day", "bushels for a day", "bushels a day",
      "bushels|for the animals."],
     ["bushels or more per day", "bushels per day at most",
      "bushels per day, maybe", "bushels per day, not 36",
      "bushels per day (approximately)", "bushels per week",
      "bushels per cow", "bushels per day?"]),
    (GRASS, "208", "208",
     ["extra square feet",
      "extra square feet|could be covered by the leftover grass seed."],
     ["extra square feet, I think", "extra square feet or fewer",
      "extra square meters", "extra square feet is wrong",
      "extra square feet of xyzzy", "extra square feet at least"]),
    (SALARY, "$2,000", "2000",
     ["remains after expenses.", "remains after her expenses"],
     ["or less remains after expenses.", "does not remain after expenses",
      "remains after expenses, or $3,000.", "remains after expenses?",
      "remains after expenses, I suppose."]),
    (ZINC, "650", "650",
     ["milligrams of zinc", "milligrams", "milligrams of zinc in all"],
     ["grams of zinc", "milligrams of iron", "milligrams of zinc at most",
      "milligrams of zinc or so", "milligrams of xyzzy",
      "milligrams of zinc, not 700"]),
    (TANK, "140,000", "140000",
     ["gallons are still missing|for the tank to be at maximum capacity.",
      "gallons are missing"],
     ["gallons are not missing", "gallons are missing, I guess",
      "gallons or so are missing", "liters are missing",
      "gallons are missing at most"]),
    (JEANS, "33", "33",
     ["more jeans than scarves", "more jeans|than scarves."],
     ["than scarves", "jeans than scarves", "scarves than jeans",
      "more jeans than scarves, roughly"]),
]
LABELS = ["### \u2705 Answer: {b}", "**Answer:** {b}", "Final answer: {b}",
          "So the answer is {b}"]


def bolded(val, words):
    """The value and words in bold, the bold closed at a "|"."""
    if "|" in words:
        inside, rest = words.split("|", 1)
        return "**%s %s** %s" % (val, inside, rest)
    return "**%s %s**" % (val, words)


def bold(add):
    for prob, val, ref, rights, twins in CASES:
        other = verify_run.other(ref)
        for lab in LABELS:
            for w in rights:
                r = "We add the parts.\n\n" + lab.format(b=bolded(val, w))
                add("bold-right", ref, prob, r)
                add("bold-wrong", other, prob, r)
            for w in twins:
                add("bold-twin", ref, prob, "We add the parts.\n\n" +
                    lab.format(b=bolded(val, w)))


def prose(add):
    for prob, val, ref, _, twins in CASES:
        for lab in LABELS:
            for w in twins:
                add("prose-twin", ref, prob, "We add the parts.\n\n" +
                    lab.format(b=val + " " + w))


def main():
    verify_run.usage("hostile_boldprose160")
    return verify_run.run_kinds(
        "hostile_boldprose160", verify_run.kind_rows([bold, prose]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
