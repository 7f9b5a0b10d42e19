#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round36.py: round 36's judge replies, in forms the
# earlier rounds have not tried, as today's judge models write them:
# reasoning judges (gpt-oss's channels with a structured final,
# "<|constrain|>json", and with their tokens decoded away; Qwen3's and
# DeepSeek-R1's <think> holding a verdict the final text does not
# state, or revised inside the reasoning and not in the final);
# structured outputs (a score beside per-criterion scores, scores as
# strings "4/5", arrays of criteria, null scores, commentary after the
# JSON); the labels of every language the man page lists (Portuguese,
# Italian, Arabic, Indonesian among them) and the prose verdicts of
# Turkish, Indonesian, Vietnamese, Hindi, Bengali, Thai, Arabic and
# Persian, with their hedges and negations; markdown headings (the
# judge's own, or one that says whose the section is) and tables;
# scales other than the rubric's (1-10 under 1-5, percent, letter
# grades) and the rubric's own range restated; the reference's or
# another response's score beside the verdict; refusals, "I cannot
# grade", in many languages, some dressed as a score of 0; replies cut
# inside their verdict; tool calls in the text; the rubric's own
# example score quoted.  Each hostile reply beside its right twin
# where one is natural.  Each case carries "want:", the verdict a
# reader of the reply takes it to state (none: none, or more than one).
#
#   make-replies-round36.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round36.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (ANALYSIS, main, other,  # noqa: E402
                         report, ReasoningRound as Round)

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"reason", "json", "label", "heading", "scale", "pair", "cut",
        "quote", "prose"}


def reasoning(F):
    """Reasoning judges: the verdict in the final text read, never one
    that only the reasoning states; gpt-oss's final in a structured
    channel, or with its special tokens decoded away."""
    for v in range(1, 6):
        o = other(v)
        an = ("We need to grade. %s Initially I'd say %d. But the base "
              "case is fine, so maybe %d. Score: %d." % (ANALYSIS, o, v, o))
        # the verdict revised inside the reasoning, the final stating
        # its own: the final's
        for t in ["<|start|>assistant<|channel|>analysis<|message|>%s"
                  "<|end|><|start|>assistant<|channel|>final<|message|>"
                  "Score: %d<|return|>" % (an, v),
                  "<|channel|>analysis<|message|>%s<|end|><|start|>"
                  "assistant<|channel|>final <|constrain|>json<|message|>"
                  '{"score": %d}<|return|>' % (an, v),
                  "<|channel|>analysis<|message|>%s<|end|><|start|>"
                  "assistant<|channel|>final<|message|>**Score:** %d/5"
                  "<|return|>" % (an, v),
                  "<think>\n%s\n</think>\n\nScore: %d" % (an, v),
                  "<think>\n%s Hmm, actually %d.\n</think>\n\n%s\n\n"
                  "**Score: %d**" % (an, o, ANALYSIS, v),
                  "%s I settle on the score below.\n</think>\n\nScore: %d"
                  % (an, v),
                  "%s\nSo the final score follows.\n</think>\n\n**Final "
                  "Score:** %d/5<｜end▁of▁sentence｜>" % (an, v)]:
            F.put("reason final", 1, "1-5", t, v, "bare")
        # DeepSeek-R1's prompt-opened block whose last line is a draft
        # verdict other than the final's: with no <think> before it,
        # "</think>" may be text quoted after a verdict (papo-rubric(5)),
        # so the reply states two; left unread on purpose
        for t in ["%s\n</think>\n\nScore: %d" % (an, v),
                  "%s\n</think>\n\n**Final Score:** %d/5"
                  "<｜end▁of▁sentence｜>" % (an, v)]:
            F.put("reason draft r1", 0, "1-5", t, v, "bare")
        # the special tokens decoded away: "analysis...assistantfinal..."
        F.put("reason decoded", 1, "1-5",
              "analysis%sassistantfinalScore: %d" % (an, v), v, "bare")
        # the verdict in the reasoning only, the final with none; the
        # final naming the reasoning's; a final after a second analysis
        for t in ["<think>\n%s\n</think>\n\nThe response is mostly "
                  "sound; see my reasoning above." % an,
                  "<think>\nScore: %d\n</think>\n\n%s" % (v, ANALYSIS),
                  "<|channel|>analysis<|message|>Score: %d<|end|>"
                  "<|start|>assistant<|channel|>final<|message|>%s"
                  "<|return|>" % (v, ANALYSIS),
                  "<think>\n%s\n</think>\n\nScore: %d (though I "
                  "considered %d)" % (an, v, o),
                  "<think>\n%s\n</think>\n\nScore: %d, as decided above, "
                  "or %d" % (an, v, o),
                  "<|channel|>analysis<|message|>%s<|end|><|start|>"
                  "assistant<|channel|>final<|message|>Score: %d<|end|>"
                  "<|start|>assistant<|channel|>analysis<|message|>Wait, "
                  "%d.<|end|>" % (an, v, o),
                  "<|channel|>analysis<|message|>%s<|end|><|start|>"
                  "assistant<|channel|>final <|constrain|>json<|message|>"
                  '{"score": %d' % (an, v),
                  "<|channel|>analysis<|message|>%s<|end|><|start|>"
                  "assistant<|channel|>final <|constrain|>json<|message|>"
                  '{"score": "%d or %d"}<|return|>' % (an, v, o),
                  "analysis%sassistantfinalScore: %d?" % (an, v),
                  "analysis%sassistantfinal" % an,
                  "%s\n</think>\n\nScore: %d\n</think>\n\nScore: %d"
                  % (an, o, v),
                  "<think>\n%s\n</think>\n\n<think>\nScore: %d\n</think>"
                  % (an, v)]:
            F.put("reason trap", 0, "1-5", t, None, "bare")


def structured(F):
    """Structured outputs: a score beside per-criterion scores, the
    score as a string, criteria in an array, commentary after the
    JSON; their twins: an overall missing, two overalls, a score off
    the scale, null, another response's."""
    # a part left out, read beside a score under the top only
    why = "The induction step skips the base case."
    for v in range(1, 6):
        if v == 5:
            why = "The student checks the base case."
        o = other(v)
        # a string score on the rubric's scale, alone or over its top
        for t in ['{"score": "%d"}' % v, '{"score": "%d/5"}' % v,
                  '{"score": "%d", "reasoning": "%s"}' % (v, why),
                  '{"score": "%d/5", "reasoning": "%s"}' % (v, why),
                  '```json\n{"score": "%d/5"}\n```' % v]:
            F.put("json string", 1, "1-5", t, v)
        # a paragraph after the JSON that only closes it: a part the
        # work leaves out (under the top), a closing remark
        for t in ['```json\n{"score": %d}\n```\n\n%s' % (v, why),
                  '{"score": %d, "reasoning": "%s"}\n\nLet me know if '
                  'you need anything else.' % (v, why),
                  '{"score": %d}\n\nI hope this helps!' % v]:
            F.put("json after", 1, "1-5", t, v)
        for t in ['{"score": %d}\n\nActually, %d.' % (v, o),
                  '{"score": %d}\n\nThe reference would get %d.' % (v, o),
                  '{"score": %d}\n\nMaybe %d.' % (v, o),
                  '{"score": %d}\n\nResponse B skips the base case.' % v,
                  '{"score": %d}\n\nWait, let me re-check.' % v,
                  '{"score": %d}\n\nThe student wrote: {"score": %d}'
                  % (v, o),
                  '{"score": %d}\n\n```json\n{"score": %d}\n```' % (v, o),
                  '{"score": %d}\n\nScore for Response B: %d' % (v, o),
                  '{"score": %d}\n\nThe proof is complete.\n\nActually, '
                  '%d.' % (v, o),
                  'Example output:\n\n{"score": %d}\n\nI hope this '
                  'helps!' % v]:
            F.put("json after trap", 0, "1-5", t, None)
        # per-criterion scores beside the overall: the overall's name
        # says it is the verdict
        for t in ['{"criteria": {"correctness": %d, "rigor": %d}, '
                  '"overall_score": %d}' % (v, v, v),
                  '{"scores": {"correctness": %d, "clarity": %d}, '
                  '"final_score": %d}' % (v, v, v),
                  '{"criteria": [{"name": "correctness", "score": %d}, '
                  '{"name": "clarity", "score": %d}], "overall_score": %d}'
                  % (v, v, v)]:
            F.put("json criteria", 1, "1-5", t, v)
        # "overall" is a score key as the label "Overall: 4" is (read
        # since round 38, and round 31's {"scores": {...}, "overall":
        # 4} with it)
        F.put("json criteria overall", 1, "1-5",
              '{"criteria": [{"name": "correctness", "score": %d}], '
              '"overall": %d}' % (v, v), v)
        for t in ['{"score": %d, "criteria": {"correctness": %d, '
                  '"clarity": %d}}' % (v, v, o),
                  '{"breakdown": [{"criterion": "rigor", "score": %d}], '
                  '"score": %d, "reasoning": "%s"}' % (o, v, why)]:
            F.put("json criteria", 1, "1-5", t, v)
        # criteria as keys of the verdict's own object: each a
        # criterion's name the reader knows, read (round 37)
        F.put("json flat criteria", 1, "1-5",
              '{"correctness": %d, "clarity": %d, "score": %d}'
              % (v, o, v), v)
        # criteria that are not criteria: another response, the
        # reference, a second overall, off the scale, hedged
        for t in ['{"scores": {"response_a": %d, "response_b": %d}, '
                  '"score": %d}' % (v, o, v),
                  '{"scores": {"reference": 5, "student": %d}, '
                  '"score": %d}' % (v, v),
                  '{"criteria": {"correctness": %d, "overall": %d}, '
                  '"score": %d}' % (v, o, v),
                  '{"criteria": {"correctness": %d}, "score": %d, '
                  '"overall_score": %d}' % (v, v, v),
                  '{"criteria": {"correctness": %d}, "score": %d}'
                  % (v + 5, v),
                  '{"criteria": {"correctness": "%d or %d"}, "score": %d}'
                  % (v, o, v),
                  '{"criteria": [{"name": "response B", "score": %d}], '
                  '"score": %d}' % (o, v),
                  '{"criteria": [{"name": "correctness", "score": %d, '
                  '"weight": 0.5}], "score": %d}' % (v, v),
                  '{"criteria": {"correctness": %d}, "score": %d}\n'
                  '{"score": %d}' % (v, v, o),
                  '{"criteria": {"correctness": %d}}' % v,
                  '{"criteria": {"correctness": %d}, "verdict": %d}'
                  % (v, v),
                  # a criterion scored twice, the criteria twice
                  '{"scores": {"correctness": %d, "Correctness": %d}, '
                  '"score": %d}' % (v, o, v),
                  '{"breakdown": [{"name": "rigor", "score": %d}, '
                  '{"name": "rigor", "score": %d}], "score": %d}'
                  % (v, o, v),
                  '{"criteria": {"correctness": %d}, "score": %d, '
                  '"scores": {"clarity": %d}}' % (v, v, o)]:
            # "verdict" is a score key as the label "Verdict: 4" is
            # (read since round 43)
            if t.endswith('"verdict": %d}' % v):
                F.put("json criteria verdict", 1, "1-5", t, v)
                continue
            F.put("json trap", 0, "1-5", t, None)
        for t in ['{"score": "%d/10"}' % (v + 5),
                  '{"score": "%d-%d"}' % (o, v),
                  '{"score": "%d?"}' % v,
                  '{"score": "%d or %d"}' % (v, o),
                  '{"score": "maybe %d"}' % v,
                  '{"score": "not %d"}' % v,
                  '{"score": "%d%%"}' % (v * 20),
                  '{"score": "%s"}' % "ABCDE"[5 - v],
                  '{"score": null, "reason": "cannot grade without the '
                  'reference"}',
                  '{"score": %d, "score_reference": 5}' % v,
                  '{"response_a": {"score": %d}, "response_b": '
                  '{"score": %d}}' % (v, o),
                  '{"evaluations": [{"response": "A", "score": %d}, '
                  '{"response": "B", "score": %d}]}' % (v, o),
                  '{"criteria": [{"name": "correctness", "score": %d}, '
                  '{"name": "clarity", "score": %d}]}' % (v, o),
                  '{"criteria": {"correctness": %d, "clarity": %d}}'
                  % (v, o),
                  '{"overall_score": %d, "final_score": %d}' % (v, o),
                  '{"score": %d}\n\nOn reflection the base case is '
                  'missing, so %d.' % (v, o),
                  '{"score": %d}\n\nScore: %d' % (v, o),
                  '```json\n{"score": %d}\n```\n\nActually, make that %d.'
                  % (v, o),
                  '{"score": %d, "confidence": "low", "alternative": %d}'
                  % (v, o),
                  '{"score": [%d, %d]}' % (v, o),
                  '{"score": {"min": %d, "max": %d}}' % (min(v, o),
                                                        max(v, o))]:
            F.put("json trap", 0, "1-5", t, None)


# every language's label of a score, a hedge and a negation of it
LANGS = {
    "pt": ("Pontuação: %s", "talvez %d", "não %d", "%d ou %d"),
    "it": ("Punteggio: %s", "forse %d", "non %d", "%d o %d"),
    "es": ("Puntuación final: %s", "quizás %d", "no %d", "%d o %d"),
    "fr": ("Note finale : %s", "peut-être %d", "pas %d", "%d ou %d"),
    "de": ("Gesamtbewertung: %s", "vielleicht %d", "nicht %d",
           "%d oder %d"),
    "ru": ("Итоговая оценка: %s", "возможно %d", "не %d", "%d или %d"),
    "zh": ("最终评分：%s", "可能%d", "不是%d", "%d或%d"),
    "ja": ("最終スコア：%s", "たぶん%d", "%dではない", "%dか%d"),
    "ko": ("최종 점수: %s", "아마 %d", "%d 아님", "%d 또는 %d"),
    "ar": ("التقييم: %s", "ربما %d", "ليس %d", "%d أو %d"),
    "id": ("Skor: %s", "mungkin %d", "bukan %d", "%d atau %d"),
}

# the language's "out of" the rubric's top
OUT_OF = {"pt": "%d de 5", "it": "%d su 5", "es": "%d de 5",
          "fr": "%d sur 5", "de": "%d von 5", "ru": "%d из 5",
          "zh": "%d/5", "ja": "%d/5", "ko": "%d/5", "ar": "%d من 5",
          "id": "%d dari 5"}

# a doubt after the verdict, in the language
DOUBT = {"pt": "Espere, vou verificar de novo.",
         "it": "Aspetta, ricontrollo.",
         "es": "Espera, lo reviso otra vez.",
         "fr": "Attendez, je revérifie.",
         "de": "Moment, ich prüfe noch einmal.",
         "ru": "Подождите, перепроверю.",
         "zh": "等等，我再检查一下。",
         "ja": "待って、もう一度確認します。",
         "ko": "잠깐, 다시 확인하겠습니다.",
         "ar": "انتظر، سأتحقق مرة أخرى.",
         "id": "Tunggu, saya periksa lagi."}


def languages(F):
    """Each language's label with the value and its scale, and the
    hedged, negated, doubted and off-scale twins."""
    for lang in sorted(LANGS):
        lab, hedge, neg, alt = LANGS[lang]
        for v in range(1, 6):
            o = other(v)
            for val in ["%d" % v, "%d/5" % v, OUT_OF[lang] % v,
                        "**%d**" % v]:
                F.put("label %s" % lang, 1, "1-5", lab % val, v)
            for t in [lab % (hedge % v), lab % (neg % v),
                      lab % (alt % (v, o)),
                      lab % ("%d" % v) + "\n\n" + DOUBT[lang],
                      lab % ("%d/10" % (v + 5)),
                      lab % ("%d" % o) + "\n" + lab % ("%d" % v)]:
                F.put("label trap %s" % lang, 0, "1-5", t, None)


# the headings judges write above their verdict: the judge's own
HEADINGS = ["## Evaluation of the Student's Solution",
            "## Grading the Student's Proof", "## Overall Assessment",
            "## Final Verdict", "## Summary of Issues",
            "## Score Justification", "### Final Grade",
            "## Conclusion and Score", "## My Evaluation",
            "## Overall Evaluation and Score", "**Final Evaluation**",
            "## Scoring", "## Final Assessment of the Response",
            "## Evaluation Summary", "## Result",
            "## Assessment of the Student Solution", "## Overall Judgment",
            "## Final Thoughts", "## Recommendation", "## Decision",
            "## Grading", "## Step-by-step Evaluation", "## 4. Final Score",
            "## Verdict", "**Overall**", "## Feedback and Score",
            "## Strengths and Weaknesses", "## Evaluation Against the Rubric",
            "## Final Rating", "## Judgement", "## Score Breakdown",
            "## Detailed Feedback", "## Issues Found",
            "## Student Response Evaluation", "## Step 2 Evaluation",
            "### 2. Evaluation"]


def markdown(F):
    """Markdown headings and tables around the verdict; their twins:
    a table of two responses, a heading that says whose."""
    for v in range(1, 6):
        o = other(v)
        for t in ["## Final Score\n%d/5" % v,
                  "### Score\n**%d**" % v,
                  "## Evaluation\n\n%s\n\n## Score\n%d" % (ANALYSIS, v),
                  "| Metric | Value |\n|---|---|\n| Score | %d |" % v,
                  "| | |\n|---|---|\n| **Score** | **%d/5** |" % v,
                  "### Final Score: %d/5" % v,
                  "# Score: %d" % v,
                  "## \U0001f4ca Evaluation\n\nScore: %d" % v,
                  "### \u2705 Verdict\n\nScore: %d/5" % v,
                  "**Evaluation**\n\nScore: %d" % v,
                  "## Step 3: Conclusion\n\nScore: %d" % v,
                  "## Final Assessment\n\n**Score:** %d" % v,
                  "## Justification\n\nScore: %d" % v,
                  "## \ucd5c\uc885 \ud3c9\uac00\n\n\uc810\uc218: %d" % v,
                  "## \u7ed3\u8bba\n\n\u8bc4\u5206\uff1a%d" % v,
                  "## Fazit\n\nBewertung: %d" % v,
                  "## Conclusi\u00f3n\n\nPuntuaci\u00f3n: %d" % v,
                  "## \u00c9valuation\n\nNote : %d/5" % v,
                  "## \u0418\u0442\u043e\u0433\n\n\u041e\u0446\u0435"
                  "\u043d\u043a\u0430: %d" % v]:
            F.put("heading", 1, "1-5", t, v)
        for h in HEADINGS:
            F.put("heading own", 1, "1-5", "%s\n\nScore: %d" % (h, v), v)
        # a heading that says whose the section is, above a verdict:
        # the reference's, an example's, another response's, in the
        # languages a label is read in, in '#' or in bold
        for t in ["**Reference solution**\n\nScore: %d" % v,
                  "**Example**\nScore: %d" % v,
                  "__Sample output__\n\nScore: %d" % v,
                  "## Expected format\n\nScore: %d" % v,
                  "## The student's self-assessment\n\nScore: %d" % v,
                  "### Prompt\n\nScore: %d" % v,
                  "## Student's Answer\n\nScore: %d" % v,
                  "## The response\n\nScore: %d" % v,
                  "**Response B**\n\nScore: %d" % v,
                  "## Evaluation of Response 2\n\nScore: %d" % v,
                  "## Evaluation for Student 2\n\nScore: %d" % v,
                  "## Grading Answer 3\n\nScore: %d" % v,
                  "## \u53c2\u8003\u7b54\u6848\n\n\u8bc4\u5206\uff1a%d" % v,
                  "## \u4f8b\n\n\u8a55\u4fa1\uff1a%d" % v,
                  "## \ucc38\uace0 \ub2f5\uc548\n\n\uc810\uc218: %d" % v,
                  "## Referenzl\u00f6sung\n\nBewertung: %d" % v,
                  "## Beispiel\n\nBewertung: %d" % v,
                  "## Solution de r\u00e9f\u00e9rence\n\nNote : %d" % v,
                  "## Ejemplo\n\nPuntuaci\u00f3n: %d" % v,
                  "## \u041f\u0440\u0438\u043c\u0435\u0440\n\n\u041e"
                  "\u0446\u0435\u043d\u043a\u0430: %d" % v]:
            F.put("heading trap", 0, "1-5", t, None)
        for t in ["| Response | Score |\n|---|---|\n| A | %d |\n| B | %d |"
                  % (v, o),
                  "| Response | Score |\n|---|---|\n| A | %d |" % v,
                  "| Metric | Response A | Response B |\n|---|---|---|\n"
                  "| Score | %d | %d |" % (v, o),
                  "| Metric | Value |\n|---|---|\n| Score | %d |\n"
                  "| Score | %d |" % (o, v),
                  "| Metric | Value |\n|---|---|\n| Score | %d-%d |"
                  % (o, v),
                  "| Metric | Value |\n|---|---|\n| Score | %d? |" % v,
                  "| Metric | Value |\n|---|---|\n| Score | %d/10 |"
                  % (v + 5),
                  "## Score for Response B\n%d/5" % v,
                  "## Reference solution\n\nScore: %d" % v,
                  "## Example\n\nScore: %d" % v,
                  "### Score\n%d or %d" % (v, o),
                  "## Final Score\n~%d/5" % v]:
            F.put("heading trap", 0, "1-5", t, None)


def scales(F):
    """Scales other than the rubric's: a verdict on 1 to 10, in
    percent, as a letter grade, is no verdict of a rubric of 1 to 5 or
    of the three tiers, never rescaled; the rubric's own scale restated
    is."""
    for v in range(1, 6):
        for t in ["Score: %d (on a scale of 1 to 5)" % v,
                  "Score: %d on a 1-5 scale" % v,
                  "Score: %d (scale 1-5)" % v]:
            F.put("scale own", 1, "1-5", t, v)
        for t in ["Score: %d (on a scale of 0 to 5)" % v,
                  "Score: %d on a 0-5 scale" % v,
                  "Score: %d (on a scale of 1 to 5" % v,
                  "Score: %d on a scale of 1-5, maybe %d" % (v, other(v)),
                  "Score: %d (on a scale of 1 to 5) for Response B" % v,
                  "Score: %d (on a scale of 5 to 1)" % v,
                  "Score: %d (on a scale of 1 to 5)?" % v,
                  "Score: %d (on a scale of 1 to 5 or 1 to 10)" % v]:
            F.put("scale trap", 0, "1-5", t, None)
        F.put("scale trap", 0, "1-5",
              "Score: 6 (on a scale of 1 to 5)", None)
        for t in ["Score: %d (on a scale of 1 to 10)" % v,
                  "Score: %d on a 1-10 scale" % v,
                  "Score: %d (scale 1-10)" % v,
                  "Score: %d/10" % v, "Score: %d out of 10" % v,
                  "Score: %d%%" % (v * 20), "Score: %d0%%" % v,
                  "Score: %d/100" % (v * 20),
                  "Score: %s" % "EDCBA"[v - 1],
                  "Score: %s+" % "EDCBA"[v - 1],
                  "Grade: %s" % "FDCBA"[v - 1],
                  "Score: %d/5 = %s" % (v, "FDCBA"[v - 1]),
                  "Score: 0.%d" % (v * 2),
                  "Score: %d.5" % v if v < 5 else "Score: 4.5"]:
            F.put("scale trap", 0, "1-5", t, None)
    for x, tex in [(0, "0"), (0.5, "0.5"), (1, "1")]:
        for t in ["Score: \\boxed{%s}" % tex,
                  "%s\n\nScore: \\boxed{%s}" % (ANALYSIS, tex),
                  "Score: $\\boxed{%s}$" % tex]:
            F.put("scale tier", 1, "3-tier", t, x)
    for t in ["Score: \\boxed{50\\%}", "Score: \\boxed{0.75}",
              "Score: \\boxed{2}", "Score: \\boxed{B}",
              "Score: \\boxed{7/10}", "Score: \\boxed{3/5}",
              "Score: 50%",
              "Score: \\boxed{1} (out of 10)",
              "Score: \\boxed{0.5} or \\boxed{1}",
              "Score: \\boxed{0.5 \\text{ or } 1}"]:
        F.put("scale trap tier", 0, "3-tier", t, None)


def prose(F):
    """A verdict in prose with its unit of points, before the scale or
    after it (round 35's "The score is 4 points" lost); its twins: for
    another response, hedged, another scale, conditional."""
    for v in range(1, 6):
        o = other(v)
        for t in ["The score is %d points." % v,
                  "My final score is %d points." % v,
                  "The score is %d/5 points." % v,
                  "The final score is %d out of 5 points." % v,
                  "The score is %d stars." % v,
                  "Nota: %d puntos" % v]:
            F.put("prose points", 1, "1-5", t, v)
        for t in ["The score is %d points for Response B." % v,
                  "The score is %d points, maybe %d." % (v, o),
                  "The score is %d points out of 10." % v,
                  "The score is %d stars out of 10." % v,
                  "The score is %d points or %d points." % (v, o),
                  "The score would be %d points." % v,
                  "The score is %d points higher than the reference's."
                  % v,
                  "The score is %d points?" % v,
                  "Nota: %d puntos de 10" % v]:
            F.put("prose trap", 0, "1-5", t, None)


# the prose verdicts of the other languages papo-rubric(5) lists (%d the
# value, %o another), and their hedged, other scale's, negated, other
# response's and questioned twins
PROSE_LANGS = {
 "tr": ["Bu yanıta %d puan veriyorum.", "Bu cevaba 5 üzerinden %d veriyorum."],
 "id": ["Saya memberi jawaban ini nilai %d.", "Saya memberikan skor %d dari 5."],
 "vi": ["Tôi cho câu trả lời này %d điểm.", "Tôi chấm %d/5."],
 "hi": ["मैं इस उत्तर को %d अंक देता हूँ।", "इस उत्तर को 5 में से %d अंक"],
 "bn": ["আমি এই উত্তরকে %d নম্বর দিচ্ছি।", "এই উত্তরের স্কোর %d"],
 "th": ["ฉันให้คำตอบนี้ %d คะแนน", "ให้ %d คะแนนจาก 5"],
 "ar": ["أعطي هذه الإجابة %d من 5.", "أقيّم هذه الإجابة بـ %d."],
 "fa": ["به این پاسخ نمره %d می‌دهم.", "این پاسخ %d از 5 می‌گیرد."],
}
PROSE_LANG_TRAPS = {
 "tr": ["Bu yanıta belki %d puan veriyorum.", "Bu cevaba 10 üzerinden %d veriyorum.", "Bu yanıta %d puan vermiyorum.", "B yanıtına %d puan veriyorum.", "Bu yanıta %d puan veriyorum?"],
 "id": ["Saya memberi jawaban ini nilai %d atau %o.", "Saya memberikan skor %d dari 10.", "Saya tidak memberikan skor %d.", "Saya memberi jawaban B nilai %d.", "Mungkin saya memberikan skor %d."],
 "vi": ["Tôi cho câu trả lời này %d điểm, có lẽ %o.", "Tôi chấm %d/10.", "Tôi không cho câu trả lời này %d điểm.", "Tôi cho câu trả lời B %d điểm.", "Tôi chấm %d/5?"],
 "hi": ["मैं इस उत्तर को शायद %d अंक देता हूँ।", "इस उत्तर को 10 में से %d अंक", "मैं इस उत्तर को %d अंक नहीं देता हूँ।", "मैं उत्तर B को %d अंक देता हूँ।", "मैं इस उत्तर को %d या %o अंक देता हूँ।"],
 "bn": ["আমি এই উত্তরকে হয়তো %d নম্বর দিচ্ছি।", "এই উত্তরের স্কোর %d/10", "আমি এই উত্তরকে %d নম্বর দিচ্ছি না।", "উত্তর B-এর স্কোর %d", "এই উত্তরের স্কোর %d বা %o"],
 "th": ["ฉันให้คำตอบนี้ %d หรือ %o คะแนน", "ให้ %d คะแนนจาก 10", "ฉันไม่ให้คำตอบนี้ %d คะแนน", "ฉันให้คำตอบ B %d คะแนน", "ฉันอาจจะให้คำตอบนี้ %d คะแนน"],
 "ar": ["أعطي هذه الإجابة %d من 10.", "ربما أعطي هذه الإجابة %d.", "لا أعطي هذه الإجابة %d.", "أعطي الإجابة ب %d.", "أعطي هذه الإجابة %d أو %o."],
 "fa": ["به این پاسخ شاید نمره %d می‌دهم.", "این پاسخ %d از 10 می‌گیرد.", "به این پاسخ نمره %d نمی‌دهم.", "به پاسخ B نمره %d می‌دهم.", "به این پاسخ نمره %d یا %o می‌دهم."],
}


def prose_langs(F):
    """Prose verdicts in Turkish, Indonesian, Vietnamese, Hindi, Bengali,
    Thai, Arabic and Persian, beside their twins."""
    for lang in sorted(PROSE_LANGS):
        for v in range(1, 6):
            o = other(v)
            for f in PROSE_LANGS[lang]:
                F.put("prose %s" % lang, 1, "1-5", f % v, v)
            for f in PROSE_LANG_TRAPS[lang]:
                F.put("prose trap %s" % lang, 0, "1-5",
                      f.replace("%o", str(o)) % v, None)


def pairs(F):
    """The reference's or another response's score beside the real
    one: the response's read when each stands under a label that says
    whose; either alone, or with no owner, is no verdict."""
    for v in range(1, 5):
        for t in ["Reference: 5/5. Response: %d/5." % v,
                  "Reference solution: 5/5\nResponse: %d/5" % v,
                  "参考答案得分：5，学生回答得分：%d" % v]:
            F.put("pair ref", 1, "1-5", t, v)
        for t in ["Reference solution score: 5\nStudent solution score: %d"
                  % v,
                  "Reference answer: 5/5\nStudent's answer: %d/5" % v,
                  "**Reference solution:** 5\n**Student solution:** %d"
                  % v]:
            F.put("pair student", 1, "1-5", t, v)
        # the owner in parentheses after the label: read (round 37)
        F.put("pair paren", 1, "1-5",
              "Score (reference): 5\nScore (student): %d" % v, v)
        # the owner in a sentence: no row
        F.put("pair other", 0, "1-5",
              "The reference would earn 5/5; the student's solution "
              "earns %d/5." % v, v)
        for t in ["Reference score: %d" % v,
                  "Score for the reference solution: %d" % v,
                  "Score (reference): %d" % v,
                  "Reference: 5/5. Response B: %d/5." % v,
                  "Response A: %d/5. Response B: 5/5." % v,
                  "Score: %d\nScore for Response B: 5" % v,
                  "Score: %d (Response 1), 5 (Response 2)" % v,
                  "The reference earns %d/5." % v,
                  "Student: %d/5. Reference: %d/5." % (v, v + 1),
                  "Score of the reference: 5\nScore: %d\nScore of "
                  "Response B: %d" % (v, v),
                  "Reference solution score: 5\nStudent 2 solution "
                  "score: %d" % v,
                  "Reference solution score: 5\nStudent B solution: %d"
                  % v,
                  "Reference solution score: 5\nSolution score: %d" % v,
                  "Reference solution score: 5\nStudent solution score: "
                  "%d (maybe %d)" % (v, v + 1),
                  "Student solution score: %d" % v,
                  "Reference solution score: 5\nStudent solution score: "
                  "%d\nStudent solution score: %d" % (v, v + 1),
                  "Student solution: %d/5\nStudent's answer: %d/5"
                  % (v, v + 1)]:
            F.put("pair trap", 0, "1-5", t, None)


# refusals: no verdict, whatever number they hold
REFUSALS = [
    "I cannot grade this response: the reference solution is missing.",
    "I'm sorry, but I can't assign a score from 1 to 5 without the "
    "student's work.",
    "Score: N/A (the response is empty)",
    "Score: N/A",
    "Score: -",
    "Score: none",
    "Score: cannot be determined",
    "Score: unable to grade",
    "Score: 0 (unable to evaluate: the solution is missing)",
    "Score: 1 (I could not verify any step, so I cannot grade this)",
    "I am unable to evaluate step 3 of 5, so I cannot give a score.",
    "As an AI, I cannot reliably grade proofs. If I had to, maybe 3.",
    "无法评分：缺少学生的解答。",
    "评分：无法评分",
    "評価：評価できません（5段階）",
    "점수: 채점할 수 없습니다 (1-5)",
    "Bewertung: nicht möglich (1-5)",
    "Note : impossible à évaluer (sur 5)",
    "Puntuación: no se puede evaluar (1-5)",
    "Pontuação: não é possível avaliar (1-5)",
    "Punteggio: non valutabile (1-5)",
    "Оценка: невозможно оценить (1-5)",
    "التقييم: لا يمكن التقييم (1-5)",
    "Skor: tidak dapat dinilai (1-5)",
    "Je ne peux pas noter cette réponse sur 5.",
    "No puedo calificar esta respuesta del 1 al 5.",
    "Ich kann diese Antwort nicht von 1 bis 5 bewerten.",
    "我无法对这个回答进行1到5分的评分。",
    "この回答を1〜5で評価することはできません。",
    "이 답변을 1~5점으로 평가할 수 없습니다.",
    "Я не могу оценить этот ответ по шкале от 1 до 5.",
]


def refusals(F):
    """A refusal or "I cannot grade" in many languages, some with a
    number, some dressed as a score: no score."""
    for t in REFUSALS:
        for k in range(5):
            F.put("refusal trap", 0, "1-5", t, None)


def cut(F):
    """Replies cut inside their verdict (with finish reason stop, as a
    server that stops on a stop string leaves them) have no score; the
    whole verdict beside each is read."""
    for v in range(1, 6):
        for t in ["Score: %d" % v, "Score: \\boxed{%d}" % v,
                  '{"score": %d}' % v, "**Score:** %d out of 5" % v,
                  "Score: %d (would be 5 if the base case were checked)"
                  % v if v < 5 else "Score: 5 out of 5"]:
            F.put("cut whole", 1, "1-5", t, v)
        for t in ["Score: \\boxed{%d" % v, '{"score": %d' % v,
                  '{"score": %d, "reasoning": "' % v,
                  "**Score:** %d out of" % v,
                  "Score: %d (would be 5 if" % v,
                  "Score: %d or" % v, "Score: %d/" % v,
                  "Score: %d;" % v, "Score: %d \u2013" % v,
                  "Score: %d ~" % v, "Score: %d \u201c" % v,
                  "Score: %d \u00ab" % v, "Score: %d \u300c" % v,
                  "\u8bc4\u5206\uff1a%d\u5206\uff08" % v,
                  "\u8bc4\u5206\uff1a%d\uff0c" % v,
                  "\u8a55\u4fa1\uff1a%d\u3001" % v,
                  "Bewertung: %d \u201e" % v,
                  "Score: %d\n\nHowever, the" % v,
                  "<score>%d" % v, "Rating: [[%d" % v,
                  "| Score | %d" % v, "Score: %d —" % v]:
            F.put("cut trap", 0, "1-5", t, None)


# tool calls written in the reply's text: not one committed verdict
TOOLS = ['<tool_call>\n{"name": "submit_score", "arguments": {"score": %d}}'
         '\n</tool_call>',
         '[TOOL_CALLS][{"name": "submit_score", "arguments": '
         '{"score": %d}}]',
         '<|python_tag|>{"name": "grade", "parameters": {"score": %d}}',
         '<function=submit_score>{"score": %d}</function>',
         '{"name": "submit_score", "arguments": {"score": %d}}',
         '{"tool_calls": [{"type": "function", "function": {"name": '
         '"submit_score", "arguments": "{\\"score\\": %d}"}}]}',
         '{"function": "submit_score", "parameters": {"score": %d}}',
         "<|start|>assistant<|channel|>commentary to=functions."
         "submit_score <|constrain|>json<|message|>{\"score\": %d}<|call|>",
         "submit_score(score=%d)",
         "Score: %d\n<tool_call>\n{\"name\": \"check\", \"arguments\": "
         "{}}\n</tool_call>"]


def tools(F):
    for v in range(1, 6):
        for t in TOOLS:
            F.put("tool trap", 0, "1-5", t % v, None, "bare")


def quoted(F):
    """The rubric's own example score quoted: the format the prompt
    asks for ("Score: X", the tiered rubric's list of its three boxes)
    is no verdict; a verdict after a restated format is read only when
    the format holds no value."""
    fmt = ("Score: \\boxed{0}, Score: \\boxed{0.5} or Score: "
           "\\boxed{1}")
    for x, tex in [(0, "0"), (0.5, "0.5"), (1, "1")]:
        for t in ["As required, I end with my score.\n\nScore: \\boxed{%s}"
                  % tex,
                  'The format is "Score: \\boxed{X}".\n\nScore: \\boxed{%s}'
                  % tex]:
            F.put("quote format", 1, "3-tier", t, x)
        for t in ["The rubric gives 1 for fully correct and 0.5 for minor "
                  "issues.\n\nScore: \\boxed{%s}" % tex,
                  'The expected format is "Score: \\boxed{1}".\n\n'
                  "Score: \\boxed{%s}" % tex]:
            F.put("quoted example", 0, "3-tier", t, x)
        for t in [fmt, "End with your score in exactly this form:\n\n"
                  + fmt,
                  "%s\n\n%s" % (ANALYSIS, fmt),
                  'Score: \\boxed{%s} (the rubric\'s example: "Score: '
                  '\\boxed{1}")' % tex if x != 1 else
                  "Score: \\boxed{X}",
                  "Score: \\boxed{%s}, Score: \\boxed{0.5} or Score: "
                  "\\boxed{1}" % tex,
                  "e.g. Score: \\boxed{%s}" % tex,
                  "For example: Score: \\boxed{%s}" % tex]:
            F.put("quote trap", 0, "3-tier", t, None)
        # a blockquote line is markup the judge states its verdict
        # with (papo-rubric(5)), read
        F.put("quote block", 1, "3-tier", "> Score: \\boxed{%s}" % tex, x)
    for v in range(1, 6):
        for t in ['Grade the response from 1 to 5 and end with "Score: '
                  'X".', "Score: X", "Score: [1-5]", "Score: <1-5>",
                  'End with "Score: %d".' % v,
                  "Score: {score}",
                  "Score: %d (example)" % v]:
            F.put("quote trap", 0, "1-5", t, None)


def families(reader):
    F = Round(READ, ANALYSIS)
    reasoning(F)
    structured(F)
    languages(F)
    markdown(F)
    scales(F)
    prose(F)
    prose_langs(F)
    pairs(F)
    refusals(F)
    cut(F)
    tools(F)
    quoted(F)
    return report(F, reader)


main("make-replies-round36.py", families)
