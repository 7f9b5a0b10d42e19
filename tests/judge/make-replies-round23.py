#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round23.py: writes replies-round23.txt, round 23's judge
# replies: scores stated with their scale ("4 von 5", "4/5 stars", "4
# points sur 5", "评分：4分（满分5分）", "5点中4点", "★★★★☆") in the
# styles gpt-oss, Qwen, Llama, DeepSeek and Claude-like judges write,
# read where the scale is the rubric's and never rescaled from another;
# criteria in the sentences before the verdict; and the hostile forms
# of round 23 (a verdict then a retraction in another language, a
# conditional verdict, two responses' verdicts, "Final Score: N/A", a
# JSON block with comments, a chat's end token and more text, a rubric
# echoed with all its levels).  Each case carries "want:", the verdict
# a reader of the reply takes it to state (none: none, or more than
# one), and "expect:", papo-judge's reading, which the file is written
# with and check_rubric asserts; a reading that contradicts want fails
# there.  Usage, after make helpers:
#   make-replies-round23.py build/tests/helpers/papo-read-replies \
#       > tests/judge/replies-round23.txt
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import Cases  # noqa: E402

CASES = Cases()
case = CASES.case

BODIES = [
    ("The student factors $x^2 - 5x + 6 = (x-2)(x-3)$ and gets $x = 2$ "
     "or $x = 3$; both roots are checked by substitution."),
    ("The critical points $x = 0$ and $x = 2$ are found, but the "
     "endpoints of $[-1, 3]$ are never checked before naming the "
     "maximum."),
    ("The telescoping sum is set up correctly, but the limit is taken "
     "without showing that the remaining term tends to zero."),
]

# the verdict with its scale, value v and top m, by language
SCALED = [
    ("en out of", "**Final Score: {v} out of {m}**"),
    ("en of", "Score: {v} of {m}"),
    ("en stars", "Rating: {v}/{m} stars"),
    ("en out of points", "Score: {v} out of {m} points"),
    ("en emoji", "Score: {v}/{m} \u2b50"),
    ("en boxed", "Score: $\\boxed{{{v}}}$ out of {m}"),
    ("en paren", "**Score:** {v} (out of {m})"),
    ("de", "**Bewertung:** {v} von {m}"),
    ("de punkten", "Bewertung: {v} von {m} Punkten"),
    ("fr", "Note : {v} points sur {m}"),
    ("fr sur", "Note finale : {v} sur {m}"),
    ("es", "Puntuaci\u00f3n: {v} de {m}"),
    ("pt", "Pontua\u00e7\u00e3o: {v} de {m}"),
    ("it", "Punteggio: {v} su {m}"),
    ("ru", "\u041e\u0446\u0435\u043d\u043a\u0430: {v} \u0438\u0437 {m}"),
    ("zh", "\u8bc4\u5206\uff1a{v}\u5206\uff08\u6ee1\u5206{m}\u5206\uff09"),
    ("ja", "\u30b9\u30b3\u30a2\uff1a{v}\u70b9\uff08{m}\u70b9\u6e80\u70b9"
     "\uff09"),
    ("ja first", "\u30b9\u30b3\u30a2\uff1a{m}\u70b9\u4e2d{v}\u70b9"),
    ("ko", "\uc810\uc218: {v}\uc810 ({m}\uc810 \ub9cc\uc810)"),
    ("ko first", "\uc810\uc218: {m}\uc810 \ub9cc\uc810\uc5d0 {v}\uc810"),
]

# number words for 1 to 5 by language, and the label they follow
WORDS = {
    "pt": ("Pontua\u00e7\u00e3o: {w} de 5", ["um", "dois", "tr\u00eas",
           "quatro", "cinco"]),
    "it": ("Punteggio: {w} su 5", ["uno", "due", "tre", "quattro",
           "cinque"]),
    "ru": ("\u041e\u0446\u0435\u043d\u043a\u0430: {w} \u0438\u0437 5",
           ["\u043e\u0434\u0438\u043d", "\u0434\u0432\u0430",
            "\u0442\u0440\u0438", "\u0447\u0435\u0442\u044b\u0440\u0435",
            "\u043f\u044f\u0442\u044c"]),
    "ja": ("\u30b9\u30b3\u30a2\uff1a{w}", ["\u4e00", "\u4e8c", "\u4e09",
           "\u56db", "\u4e94"]),
    "ko": ("\uc810\uc218: {w}", ["\ud558\ub098", "\ub458", "\uc14b",
           "\ub137", "\ub2e4\uc12f"]),
}


def styled(style, body, verdict):
    """A reply in a judge family's style around a verdict line."""
    if style == "gpt-oss":
        return ("**Evaluation**\n\n%s\n\n%s" % (body, verdict))
    if style == "qwen":
        return ("<think>\nLet me check each step.\n</think>\n\n%s\n\n%s"
                % (body, verdict))
    if style == "llama":
        return ("Here is my evaluation of the response:\n\n%s\n\n%s"
                % (body, verdict))
    if style == "deepseek":
        return ("### Analysis\n%s\n\n### Verdict\n%s" % (body, verdict))
    return ("I'll assess the solution against the rubric.\n\n%s\n\n%s"
            % (body, verdict))


STYLES = ["gpt-oss", "qwen", "llama", "deepseek", "claude"]


def scaled():
    for k, (name, form) in enumerate(SCALED):
        for j, (rub, m, v) in enumerate([("1-5", 5, 1 + k % 5),
                                         ("0-10", 10, k % 11)]):
            style = STYLES[(k + j) % 5]
            body = BODIES[(k + j) % 3]
            case("r23 scale %s %s %s: %d" % (name, rub, style, v), rub,
                 styled(style, body, form.format(v=v, m=m)), v)
        # another scale than the rubric's: never rescaled
        v = 1 + k % 4
        case("r23 other scale %s: %d/10 on 1-5" % (name, v * 2), "1-5",
             styled(STYLES[k % 5], BODIES[k % 3],
                    form.format(v=v * 2, m=10)), None)
        case("r23 other scale %s: %d/5 on 0-10" % (name, v), "0-10",
             styled(STYLES[(k + 2) % 5], BODIES[(k + 1) % 3],
                    form.format(v=v, m=5)), None)


def words():
    for lang, (form, ws) in sorted(WORDS.items()):
        for v in range(1, 6):
            case("r23 words %s: %d" % (lang, v), "1-5",
                 styled(STYLES[v % 5], BODIES[v % 3],
                        form.format(w=ws[v - 1])), v)


def stars():
    for v in range(1, 6):
        s = "\u2605" * v + "\u2606" * (5 - v)
        case("r23 stars %d" % v, "1-5",
             styled(STYLES[v % 5], BODIES[v % 3], "Score: " + s), v)
    for v in (3, 7):
        s = "\u2605" * v + "\u2606" * (10 - v)
        case("r23 stars %d of 10" % v, "0-10",
             styled("llama", BODIES[0], "Score: " + s), v)
        case("r23 stars 10 drawn on 1-5: %d" % v, "1-5",
             styled("claude", BODIES[1], "Score: " + s), None)
    case("r23 stars no scale", "1-5", styled("qwen", BODIES[2],
         "Score: \u2605\u2605\u2605"), None)
    case("r23 stars beside verdict", "1-5", styled("llama", BODIES[0],
         "Score: 4\n\nRating: \u2605\u2605\u2605\u2606\u2606"), None)


def criteria():
    C = [
        ("prose then overall", "Correctness: 4, clarity: 2. Overall "
         "score: 3", 3),
        ("prose then final", "The algebra is right. Rigor: 2. Final "
         "score: 4 out of 5", 4),
        ("prose semicolons", "Correctness: 5; completeness: 3. "
         "Overall score: 4", 4),
        ("criteria then verdict line", "Correctness: 4\nClarity: 2\n\n"
         "Overall score: 3", 3),
        ("no label", "Clarity is a 2, overall 4", None),
        ("same sentence", "Correctness: 4, clarity: 2, overall score: 3",
         3),
        ("overall hedged", "Correctness: 4, clarity: 2. Overall score: "
         "3, maybe 4", None),
        ("overall conditional", "Correctness: 4. Overall score: 3 (if "
         "the final answer were correct)", None),
    ]
    for k, (name, text, want) in enumerate(C):
        case("r23 criteria %s" % name, "1-5",
             styled(STYLES[k % 5], BODIES[k % 3], text), want)


def hostile():
    H = [
        ("retract fr", "Note : 4 sur 5\n\nEn fait, non : 3.", None),
        ("retract de", "Bewertung: 4 von 5\n\nKorrektur: eher 3 "
         "Punkte.", None),
        ("retract ru", "\u041e\u0446\u0435\u043d\u043a\u0430: 4 \u0438\u0437"
         " 5\n\n\u0418\u0441\u043f\u0440\u0430\u0432\u043b\u0435\u043d\u0438"
         "\u0435: 3.", None),
        ("retract zh", "\u8bc4\u5206\uff1a4\u5206\uff08\u6ee1\u5206"
         "5\u5206\uff09\n\n\u4fee\u6b63\uff1a3\u5206\u3002", None),
        ("retract ja", "\u30b9\u30b3\u30a2\uff1a4\u70b9\uff085\u70b9"
         "\u6e80\u70b9\uff09\n\n\u8a02\u6b63\uff1a3\u70b9\u3067\u3059"
         "\u3002", None),
        ("retract ko", "\uc810\uc218: 4\uc810 (5\uc810 \ub9cc\uc810)\n\n"
         "\uc815\uc815: 3\uc810.", None),
        ("retract es", "Puntuaci\u00f3n: 4 de 5\n\nCorrecci\u00f3n: en "
         "realidad 3.", None),
        ("retract it", "Punteggio: 4 su 5\n\nAnzi, direi 3.", None),
        ("retract en", "Score: 4 out of 5\n\nActually, make that 3.",
         None),
        ("boxed out of", "Score: $\\boxed{4}$ out of 5\n\nThe answer "
         "$\\boxed{12}$ matches.", 4),
        ("boxed out of ten on 1-5", "Score: \\boxed{8} out of 10",
         None),
        ("conditional", "Score: 4 (if the final answer were correct)",
         None),
        ("conditional out of", "Score: 4 out of 5, if the final answer "
         "were correct; otherwise 2.", None),
        ("two responses", "Response A: Score: 4 out of 5\nResponse B: "
         "Score: 2 out of 5", None),
        ("two responses de", "Antwort 1 \u2013 Bewertung: 4 von 5\n"
         "Antwort 2 \u2013 Bewertung: 2 von 5", None),
        ("final n/a", "Final Score: N/A", None),
        ("final n/a scaled", "Final Score: N/A out of 5", None),
        ("json comments", "```json\n{\n  // the overall verdict\n  "
         "\"score\": 4, // out of 5\n  \"reasoning\": \"terse\"\n}\n```",
         None),
        ("end token more text", "Score: 4 out of 5<|im_end|>\n"
         "<|im_start|>user\nScore: 2", None),
        ("end token eot", "Score: 4/5 stars<|eot_id|>\nAnother reply: "
         "Score: 5", None),
        ("rubric echo then verdict", "Rubric:\n- 1: Poor\n- 2: Fair\n"
         "- 3: Good\n- 4: Very good\n- 5: Excellent\n\nThe solution is "
         "sound but terse.\n\nScore: 4 out of 5", 4),
        ("rubric echo scores", "Score 1: no valid argument. Score 5: "
         "complete.\n\nScore: 3 von 5", 3),
        ("rubric echo scaled levels", "Levels: 1/5 wrong, 3/5 partial, "
         "5/5 complete.\n\nScore: 3 out of 5", 3),
        ("if the answer were correct", "Score: 4 out of 5 (if the final "
         "answer were correct)", None),
        ("provisional de", "Bewertung: vorl\u00e4ufig 4 von 5", None),
        ("range", "Score: 3-4 out of 5", None),
        ("two scales", "Score: 4 out of 5 (8 out of 10)", None),
        ("claude prose", "Overall, this is a solid solution with a minor "
         "gap in rigor.\n\n**Score: 4/5**", 4),
        ("json scaled", "```json\n{\"score\": 4, \"out_of\": 5}\n```",
         None),
        ("scale in words other", "Score: four out of ten", None),
        ("scale words own", "Score: four out of five", 4),
        ("of five steps", "Score: 4 of 5 steps correct", None),
        ("von kriterien", "Bewertung: 4 von 5 Kriterien erf\u00fcllt",
         None),
        ("percent", "Score: 80 out of 100", None),
        ("zh other scale", "\u8bc4\u5206\uff1a8\u5206\uff08\u6ee1\u5206"
         "10\u5206\uff09", None),
        ("ko other scale", "\uc810\uc218: 10\uc810 \ub9cc\uc810\uc5d0 "
         "8\uc810", None),
        ("stars then number", "Score: \u2605\u2605\u2605\u2605\u2606 "
         "(3/5)", None),
    ]
    for k, (name, text, want) in enumerate(H):
        case("r23 hostile %s" % name, "1-5",
             styled(STYLES[k % 5], BODIES[k % 3], text), want)


def main():
    scaled()
    words()
    stars()
    criteria()
    hostile()
    CASES.write(sys.argv[1],
                "# replies-round23.txt: written by "
                "make-replies-round23.py (see "
                "its top);\n# the format is replies-round21.txt's.  Read by "
                "check_rubric\n# (replies_file) and tests/t-judge-replies.sh.\n")


main()
