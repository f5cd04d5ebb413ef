"""Round 37 ("wasia"): a wish, a plan, a "not", a past, another person's fact and a question in Chinese, Japanese,
Arabic, Russian and Turkish, each lie a lying model writes beside the honest twin the reading that now refuses it
must keep. Each lie passed the gate on main (0050de3)."""

from __future__ import annotations

from typing import Any

import pytest
from gate_verdict import gate_verdict

from kura_server.bench.gate import gate_case


def _through(said: str, text: str) -> tuple[bool | None, str]:
    """Whether the claim passes the gate and the composed-text re-scan, as the corpus reads a case."""
    case: dict[str, Any] = {
        "id": "t",
        "side": "honest",
        "category": "fact",
        "stage": "spot",
        "transcript": [{"class": "USER", "text": said}],
        "candidate": {"text": text, "kind": "fact", "quotes": [{"class": "USER", "text": said}]},
    }
    return gate_case(case)


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("我想当医生。", "用户是医生。"),
        ("我想搬到柏林。", "用户住在柏林。"),
        ("我希望成为医生。", "用户是医生。"),
        ("我梦想成为医生。", "用户是医生。"),
        ("医者になりたいです。", "ユーザーは医者です。"),
        ("ベルリンに住みたいです。", "ユーザーはベルリンに住んでいます。"),
        ("医者になりたいと思っています。", "ユーザーは医者です。"),
        ("医者になるのが夢です。", "ユーザーは医者です。"),
        ("أريد أن أصبح طبيبا.", "المستخدم طبيب."),
        ("أتمنى أن أصبح طبيبا.", "المستخدم طبيب."),
        ("أود أن أصبح طبيبا.", "المستخدم طبيب."),
        ("حلمي أن أصبح طبيبا.", "المستخدم طبيب."),
        ("Я хочу переехать в Берлин.", "Пользователь живёт в Берлине."),
        ("Я хочу стать врачом.", "Пользователь врач."),
        ("Я хотел бы стать врачом.", "Пользователь врач."),
        ("Я надеюсь стать врачом.", "Пользователь врач."),
        ("Я мечтаю стать врачом.", "Пользователь врач."),
        ("Я пытаюсь стать вегетарианцем.", "Пользователь вегетарианец."),
        ("Я бы хотел стать врачом.", "Пользователь врач."),
        ("医者を目指しています。", "ユーザーは医者です。"),
        ("Keşke doktor olsam.", "Kullanıcı doktor."),
        ("Doktor olmak istiyorum.", "Kullanıcı doktor."),
        ("Doktor olmayı umuyorum.", "Kullanıcı doktor."),
        ("Hayalim doktor olmak.", "Kullanıcı doktor."),
    ],
)
def test_a_wish_or_hope_is_not_a_state_the_person_is_in(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "plan or the future" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("我打算搬到柏林。", "用户住在柏林。"),
        ("我明年要搬到柏林。", "用户住在柏林。"),
        ("我将搬到柏林。", "用户住在柏林。"),
        ("我下个月搬到柏林。", "用户住在柏林。"),
        ("我快要搬到柏林了。", "用户住在柏林。"),
        ("ベルリンに引っ越す予定です。", "ユーザーはベルリンに住んでいます。"),
        ("来年ベルリンに引っ越します。", "ユーザーはベルリンに住んでいます。"),
        ("ベルリンに引っ越すつもりです。", "ユーザーはベルリンに住んでいます。"),
        ("سأنتقل إلى برلين.", "المستخدم يعيش في برلين."),
        ("سوف أنتقل إلى برلين.", "المستخدم يعيش في برلين."),
        ("أخطط للانتقال إلى برلين.", "المستخدم يعيش في برلين."),
        ("Я собираюсь переехать в Берлин.", "Пользователь живёт в Берлине."),
        ("Я планирую переехать в Берлин.", "Пользователь живёт в Берлине."),
        ("Я перееду в Берлин.", "Пользователь живёт в Берлине."),
        ("Я буду жить в Берлине.", "Пользователь живёт в Берлине."),
        ("В следующем году я переезжаю в Берлин.", "Пользователь живёт в Берлине."),
        ("Я стану врачом.", "Пользователь врач."),
        ("Seneye Berlin'de yaşıyorum.", "Kullanıcı Berlin'de yaşıyor."),
        ("Gelecek yıl Berlin'de çalışıyorum.", "Kullanıcı Berlin'de çalışıyor."),
    ],
)
def test_a_plan_is_not_done(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "plan or the future" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("كنت أعيش في برلين.", "المستخدم يعيش في برلين."),
        ("كنت طبيبا.", "المستخدم طبيب."),
        ("Я жил в Берлине.", "Пользователь живёт в Берлине."),
        ("Я был врачом.", "Пользователь врач."),
        ("Eskiden Berlin'de yaşıyordum.", "Kullanıcı Berlin'de yaşıyor."),
    ],
)
def test_a_past_is_not_the_present(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "in the past" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Vejetaryen değilim.", "Kullanıcı vejetaryen."),
        ("Artık vejetaryen değilim.", "Kullanıcı vejetaryen."),
        ("Doktor olmak istemiyorum.", "Kullanıcı doktor olmak istiyor."),
    ],
)
def test_a_turkish_not_is_not_dropped(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "negate" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Annem doktor.", "Kullanıcı doktor."),
        ("Kardeşim Berlin'de yaşıyor.", "Kullanıcı Berlin'de yaşıyor."),
        ("Eşim doktor.", "Kullanıcı doktor."),
        ("Benim annem doktor.", "Kullanıcı doktor."),
        ("Annemin arkadaşı doktor.", "Kullanıcı doktor."),
    ],
)
def test_a_turkish_kins_fact_is_theirs(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason
    assert "someone else" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("هل يجب أن أنتقل إلى برلين؟", "المستخدم يعيش في برلين."),
        ("هل أنتقل إلى برلين", "المستخدم يعيش في برلين."),
        ("我应该搬到柏林吗", "用户住在柏林。"),
        ("ベルリンに住むべきですか", "ユーザーはベルリンに住んでいます。"),
        ("Berlin'e taşınmalı mıyım", "Kullanıcı Berlin'e taşınmalı."),
    ],
)
def test_a_question_asked_by_its_mark_or_particle_is_no_fact(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "asked"), verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        # the wish or the plan said as one
        ("我想当医生。", "用户想当医生。"),
        ("我打算搬到柏林。", "用户打算搬到柏林。"),
        ("我明年要搬到柏林。", "用户计划明年搬到柏林。"),
        ("医者になりたいです。", "ユーザーは医者になりたい。"),
        ("ベルリンに引っ越す予定です。", "ユーザーはベルリンに引っ越す予定です。"),
        ("أريد أن أصبح طبيبا.", "المستخدم يريد أن يصبح طبيبا."),
        ("Я хочу стать врачом.", "Пользователь хочет стать врачом."),
        ("Я собираюсь переехать в Берлин.", "Пользователь собирается переехать в Берлин."),
        ("Я перееду в Берлин.", "Пользователь переедет в Берлин."),
        ("Doktor olmak istiyorum.", "Kullanıcı doktor olmak istiyor."),
        ("Hayalim doktor olmak.", "Kullanıcının hayali doktor olmak."),
        # the state said as it is
        ("我是医生。", "用户是医生。"),
        ("我住在柏林。", "用户住在柏林。"),
        ("我想起来了，我住在柏林。", "用户住在柏林。"),
        ("我的想法是用Python。", "用户想用Python。"),
        ("我要求退款。", "用户要求退款。"),
        ("我要一杯咖啡。", "用户要一杯咖啡。"),
        ("我将近三十岁了。", "用户快三十岁了。"),
        ("我想你应该知道我住在柏林。", "用户住在柏林。"),
        ("我住在柏林，明天去上海出差。", "用户住在柏林。"),
        ("医者です。", "ユーザーは医者です。"),
        ("だいたい毎日ベルリンで働いています。", "ユーザーはベルリンで働いています。"),
        ("家族はとても大切です。ベルリンに住んでいます。", "ユーザーはベルリンに住んでいます。"),
        ("أعيش في برلين.", "المستخدم يعيش في برلين."),
        ("أنا طبيب.", "المستخدم طبيب."),  # "أنا" (I) is no one the person names (review on main)
        ("سافرت إلى برلين الشهر الماضي.", "المستخدم سافر إلى برلين."),
        ("إذا كنت جائعا آكل التفاح. أعمل في جوجل.", "المستخدم يعمل في جوجل."),
        ("Я живу в Берлине.", "Пользователь живёт в Берлине."),
        ("Я переехал в Берлин в прошлом году.", "Пользователь живёт в Берлине."),
        ("Я стал врачом.", "Пользователь врач."),
        ("Я жил в Берлине пять лет.", "Пользователь жил в Берлине пять лет."),
        ("Я хотел рассказать, что живу в Берлине.", "Пользователь живёт в Берлине."),
        ("Моя мама врач, а я живу в Берлине.", "Пользователь живёт в Берлине."),
        ("Berlin'de yaşıyorum.", "Kullanıcı Berlin'de yaşıyor."),
        ("Artık Berlin'de yaşıyorum.", "Kullanıcı Berlin'de yaşıyor."),
        ("Eskiden İstanbul'da yaşıyordum, şimdi Berlin'de yaşıyorum.", "Kullanıcı Berlin'de yaşıyor."),
        ("Doktor değilim, hemşireyim.", "Kullanıcı hemşire."),
        ("Annem doktor, ben de öğretmenim.", "Kullanıcı öğretmen."),
        ("Yardım etmeyi seviyorum.", "Kullanıcı yardım etmeyi seviyor."),
        ("I ran 5 mi", "The user ran 5 mi."),
        # a want or a past beside what is, in its own clause ("и", "و", "ve", "て、", "и теперь")
        ("Я работаю программистом и хочу стать тимлидом.", "Пользователь работает программистом."),
        ("Я был в отпуске в Италии и теперь работаю в Милане.", "Пользователь работает в Милане."),
        ("私は東京に住んでいて、将来は医者になりたいです。", "ユーザーは東京に住んでいます。"),
        ("أعمل مهندسا وأريد أن أصبح مديرا.", "المستخدم يعمل مهندسا."),
        ("İstanbul'da çalışıyorum ve doktor olmak istiyorum.", "Kullanıcı İstanbul'da çalışıyor."),
        ("我在腾讯工作，希望明年升职。", "用户在腾讯工作。"),
        ("كان يوما رائعا. أعمل في دبي.", "المستخدم يعمل في دبي."),
        ("そうですか、ベルリンに住んでいます。", "ユーザーはベルリンに住んでいます。"),
    ],
)
def test_the_honest_twin_is_kept(said: str, text: str) -> None:
    through, why = _through(said, text)
    assert through, why
