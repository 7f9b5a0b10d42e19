#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-units2.sh: words and symbols outside the math after
# a value (tests/verify/hostile_units2.py, issue 26): a scale word of
# any listed language is its factor or the answer is refused, never
# dropped ("उत्तर 42 लाख है।" is not 42); a unit symbol on the
# response's side is its unit ("\boxed{5000 g}" is 5 kg, not 5 g); a
# temperature is its scale (300 K is not 300 °C, nor 27 °C; "27 K" is
# not 27 where the problem asks degrees Celsius).  Main rewarded 640
# of 1317 dropped scale words (Hindi's, Ukrainian's, Arabic's, "Mio.",
# a capitalised "Тысячи" everywhere, a foreign one inside "\text{}",
# any in a bold number: "**42 hundred**") and lost 946 right answers
# (81 on dd3cfa55; 33 since h27-recall16 reads a scale word inside a
# box's \text, "\boxed{42 \text{ mila}}", "La température est de 300
# °C." and "温度は300℃です。": "42 hundred" refused, "42bn" not read);
# the lost are bounded; 12 since h28-recall17 reads a scale in the
# plural in a bold, "\boxed{42} hundred" and a scale in a JSON string;
# 0 since h30-recall19 reads "The answer is 42 hundred." and "42bn".
# "42k" (and "42bn") is 42000 unless the problem names k (b, n) alone.
# h43-units37: mil, mila and bin are read only in a line of their own
# language, so their forms of no language are no longer scale-read
# variants (3991 variants, 1257 controls, from 4111 and 1317).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-units2

hostile units2 "no dropped scale word or other unit rewarded, every \
control is" 3950 1250 controls
step -o hostile-units2.out "no right answer lost" \
    test "$(hostile_count units2 lost)" -le 0
exit 0
