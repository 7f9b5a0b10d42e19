#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_boldnum161.py: a bold number alone on its line under a
heading ("### Final Answer\\n\\n**35 bushels per day**"), the bold
number finder's form: the words the bold holds after the number are
read as words after a value are (a unit papo sizes kept with it, the
problem's words, no hedge, bound, unknown word or emoji), and a unit
right after a bold that holds the number alone ("**208** square
meters") is the value's, compared.  "square meters" is one unit, not
"square" (issue 26, session 69: an adversarial pass found 84 such
variants rewarded by c82fed26).

On 556f733f the words inside the bold were not read ("**35 bushels per
day if my arithmetic is right**" rewarded), and a unit the bold went
on with was dropped ("**650 grams of zinc**" equal to 650 milligrams),
as it was after a count alone ("### Answer\\n\\n650 grams of zinc").

usage: hostile_boldnum161.py PAPO_VERIFY [--list]

Kinds: inside (KIND-right rewarded; KIND-wrong the same against
another value; KIND-twin never rewarded), after (a unit after the
bold), prose (the measure's unit after a label, no bold), count (a
count and its unit alone under a heading, no bold).
"""
import sys

import verify_run

BUSHELS = ("Dave has 4 cows and 3 sheep that eat 2 bushels a day. He also "
           "has 7 chickens that eat 3 bushels a day. How many bushels "
           "should he have to suffice the animals for a day?")
ZINC = ("Jerry takes 2 antacids that weigh 2 grams each and are 5% zinc by "
        "weight. Then he takes 3 smaller antacids that weigh 1 gram each "
        "and have 15% zinc. How many milligrams of zinc does he eat?")
SALARY = ("Diana pays $600 for rent and $2,400 for other expenses. If her "
          "salary was $5000 per month, how much money remained after her "
          "expenses?")
SPEED = ("A train travels 180 miles in 3 hours. What is its average speed "
         "in miles per hour?")
GRASS = ("Drew's lawn is 22 feet by 36 feet. He bought four bags of seed "
         "that each cover 250 square feet. How many extra square feet "
         "could the leftover grass seed cover?")

# (problem, value as written, reference, rights, twins): the bold holds
# the value and the words
INSIDE = [
    (BUSHELS, "35", "35",
     ["bushels", "bushels per day", "bushels a day"],
     ["bushels per day if my arithmetic is right",
      "bushels per day, I think", "bushels per day blorpily",
      "bushels per day lost to the storm", "bushels per day \U0001f914",
      "bushels per day \u274c", "bushels per day can't be right"]),
    (ZINC, "650", "650",
     ["milligrams of zinc", "milligrams"],
     ["grams of zinc", "milligrams of iron", "milligrams of zinc, creo",
      "milligrams of zinc in theory"]),
    (SALARY, "$2,000", "2000",
     ["remains after expenses"],
     ["remains after expenses minimum", "remains after expenses blorpily",
      "remains after expenses lost to the storm",
      "remains after expenses can't be right"]),
    (SPEED, "60", "60",
     ["miles per hour", "mph"],
     ["miles per minute", "kilometers per hour", "miles per hour, I guess",
      "miles per hour if my arithmetic is right"]),
]
# (problem, value, reference, rights, twins): the bold holds the value
# alone, the words follow it
AFTER = [
    (GRASS, "208", "208", ["square feet"], ["square meters",
                                            "square yards"]),
    (ZINC, "650", "650", ["milligrams"], ["grams"]),
]
HEADS = ["### Final Answer\n\n{b}", "## Final Answer\n{b}",
         "**Final Answer**\n\n{b}", "### Answer\n\n{b}"]


def inside(add):
    for prob, val, ref, rights, twins in INSIDE:
        other = verify_run.other(ref)
        for head in HEADS:
            for w in rights:
                r = "We add the parts.\n\n" + head.format(
                    b="**%s %s**" % (val, w))
                add("inside-right", ref, prob, r)
                add("inside-wrong", other, prob, r)
            for w in twins:
                add("inside-twin", ref, prob, "We add the parts.\n\n" +
                    head.format(b="**%s %s**" % (val, w)))


def after(add):
    for prob, val, ref, rights, twins in AFTER:
        other = verify_run.other(ref)
        for head in HEADS:
            for w in rights:
                r = "We add the parts.\n\n" + head.format(
                    b="**%s** %s" % (val, w))
                add("after-right", ref, prob, r)
                add("after-wrong", other, prob, r)
            for w in twins:
                add("after-twin", ref, prob, "We add the parts.\n\n" +
                    head.format(b="**%s** %s" % (val, w)))


def prose(add):
    """The measure's word and its unit after a label, no bold: "208
    square meters" is one unit, not "square"."""
    for prob, val, ref, rights, twins in AFTER:
        other = verify_run.other(ref)
        for lab in ["Final answer: {b}", "The answer is {b}."]:
            for w in rights:
                r = "We add the parts.\n\n" + lab.format(b=val + " " + w)
                add("prose-right", ref, prob, r)
                add("prose-wrong", other, prob, r)
            for w in twins:
                add("prose-twin", ref, prob, "We add the parts.\n\n" +
                    lab.format(b=val + " " + w))


def count(add):
    """A count and its unit alone under a heading, no bold (the count
    subject finder): the unit is compared ("650 grams of zinc" is not
    650 milligrams)."""
    rows = [(ZINC, "650", ["milligrams of zinc", "mg of zinc"],
             ["grams of zinc", "kilograms of zinc"]),
            (GRASS, "208", ["square feet"], ["square meters"])]
    for prob, val, rights, twins in rows:
        for head in HEADS:
            for w in rights:
                r = "We add the parts.\n\n" + head.format(b=val + " " + w)
                add("count-right", val, prob, r)
                add("count-wrong", verify_run.other(val), prob, r)
            for w in twins:
                add("count-twin", val, prob, "We add the parts.\n\n" +
                    head.format(b=val + " " + w))


def main():
    verify_run.usage("hostile_boldnum161")
    return verify_run.run_kinds(
        "hostile_boldnum161", verify_run.kind_rows([inside, after, prose, count]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
