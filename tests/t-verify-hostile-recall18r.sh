#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall18r.sh: forms of issue 26 (recall) read by
# their rows, and their twins never rewarded
# (tests/verify/hostile_recall18r.py): a bound after a value with its
# unit or noun in Chinese or Japanese ("30分钟以上", "30个苹果以下",
# "30分ほど": rewarded on main) refused, the same value without it and
# Japanese's closing "以上。" rewarded; a Polish decimal comma after
# "to" ("Odpowiedź to 3,5", read as a list on main) read as 3.5;
# Portuguese's "a alternativa correta é B" over the corpus's ENEM
# problems read, with the option's text after it, and refused when a
# later label names another letter (main rewarded the later one, and
# "A resposta é B. Resposta final: C" as B) or the text after the
# letter is another option's ("A resposta é A. 0,33 A", B's text);
# an option's letter closed by a suffix, Hindi's "सही उत्तर B है।" and
# Turkish's "Doğru cevap B'dir." (refused on main); a number in words
# after an answer phrase in Indonesian, Vietnamese, Polish, Turkish,
# Arabic and Hindi ("Cevap: kırk iki", refused on main).
set -u
. "$TOP/tests/lib.sh"

hostile recall18r "no twin rewarded, every right variant is" 7806 1514 right
exit 0
