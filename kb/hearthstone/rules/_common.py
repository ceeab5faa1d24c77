"""Names every Hearthstone rules module uses."""
from dealt._compat import experta

AS, MATCH, NOT, TEST, L, P, W, Rule = (
    experta.AS, experta.MATCH, experta.NOT, experta.TEST, experta.L, experta.P, experta.W, experta.Rule)

WIKI = "Hearthstone wiki, 'Damage' > 'Damage Events'"


def new_event(engine, **fields):
    """Declare a new Damage Event with the next id and creation order.

    An event is proposed by the rule that creates it, so it starts at the
    step after ``proposed`` (the creating rule matches ``NextStep(step="proposed")``).
    """
    from dealt.facts.templates import DamageEvent
    order = engine.counter("event")
    return engine.declare(DamageEvent(id=f"e{order}", order=order, **fields))


def in_scope(scope, host, controller, target, target_kind, target_controller):
    """Whether a character (`target`) is in an effect's scope; a pure check shared by trigger rules."""
    if scope == "self":
        return target == host
    if scope == "any_minion":
        return target_kind == "minion"
    if scope == "friendly_minion":
        return target_kind == "minion" and target_controller == controller
    if scope == "any_character":
        return target_kind in ("minion", "hero")
    if scope == "friendly_character":
        return target_kind in ("minion", "hero") and target_controller == controller
    return False
