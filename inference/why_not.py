"""Why not: the effects in play that did not act on a Damage Event, and why.

Two lists, with one filter: an effect belongs to either only when its mechanic's
:class:`~dealt.kb.mechanics.Reach` admits the event (``MechanicRegistry.reaches``), so that an effect
that could never have acted on it (Frothing Berserker, which watches minions, for damage to a hero)
is in neither. "Checked and did not apply" (:class:`CheckedAndNotApplied`, read into the outcome,
so ``--json``, ``why`` and the graph say the same) is an effect whose slot the event passed over;
its reason is the ruling that made it dormant (a Secret on its controller's turn), else the first of
its mechanic's ``unless`` conditions that held for what it saw when checked. "Never reached"
(:func:`unreached`) is an effect that would have been checked had the event not been prevented.
"""
from functools import cached_property


def effects_in_play(trace):
    """Each Effect fact's fields (as declared), by effect id."""
    out = {}
    for node in trace.facts_of("Effect"):
        data = trace.graph.nodes[node]["data"]
        out.setdefault(data["id"], data)
    return out


class Timeline:
    """The versions of each character's Entity and Keyword facts with when each was live, read from
    the trace once: what a character was at a given firing."""

    def __init__(self, trace):
        self.trace = trace
        self._entity = self._keywords = None

    def _index(self):
        """Read every Entity and Keyword version's lifetime (firing seqs), the first time it is asked."""
        if self._entity is not None:
            return
        trace = self.trace
        self._entity, self._keywords = {}, {}
        for node, d in trace.graph.nodes(data=True):
            if d.get("kind") != "fact" or d["template"] not in ("Entity", "Keyword"):
                continue
            producer = trace.producer(node)
            born = trace.firing(producer)["seq"] if producer else 0
            gone = trace.firing(d["retracted_by"])["seq"] if d["retracted_by"] else float("inf")
            if d["template"] == "Entity":
                self._entity.setdefault(d["data"]["id"], []).append((born, gone, d["data"]))
            else:
                self._keywords.setdefault(d["data"]["entity"], []).append((born, gone, d["data"]["name"]))

    @staticmethod
    def _live(versions, seq):
        return [data for born, gone, data in versions if born < seq <= gone]

    def entity_at(self, entity_id, seq):
        """The Entity fields of a character when firing `seq` matched, or None (a bystander)."""
        self._index()
        live = self._live(self._entity.get(entity_id, ()), seq)
        return live[-1] if live else None

    def keywords_at(self, entity_id, seq):
        self._index()
        return set(self._live(self._keywords.get(entity_id, ()), seq))


def seen_when_checked(timeline, seq, event, effect, entities):
    """What an effect saw when the event passed over its slot (firing `seq`): the values an
    :class:`~dealt.kb.mechanics.Unless` reads and fills in.

    ``damage`` the event's amount then, ``reported`` as a predamage trigger reads it (a Cursed Blade
    doubles it) and ``read`` that in words; ``lost``/``dealt``; the target's ``health``, ``armor`` and
    ``target_keywords`` then; ``card``/``host`` the effect's, ``host_gone`` whether its card had left
    play and ``gone`` how ("used up" for a Secret), ``host_damaged`` whether it was below its maximum Health.
    """
    target = timeline.entity_at(event["target"], seq) or entities.get(event["target"], {})
    host = timeline.entity_at(effect["host"], seq) or entities.get(effect["host"], {})
    factor = event.get("reported_factor", 1)
    reported = event["amount"] * factor
    return {
        "event": event["id"], "damage": event["amount"], "reported": reported,
        "read": f"{event['amount']}, read as {reported}" if factor != 1 else str(reported),
        "lost": event.get("lost", 0), "dealt": event.get("dealt", 0),
        "target": event["target"], "source": event.get("source_card") or event["source"],
        "source_kind": event["source_kind"], "spell_damage_applies": event.get("spell_damage_applies", True),
        "school": event.get("school", ""), "school_said": event.get("school") or "none",
        "effect_school": effect.get("school", ""),
        "health": target.get("health"), "armor": target.get("armor"),
        "target_keywords": timeline.keywords_at(event["target"], seq),
        "card": effect["card"], "host": effect["host"], "host_gone": bool(host.get("destroyed")),
        "host_damaged": (host.get("health") or 0) < (host.get("max_health") or 0),
        "gone": "used up" if host.get("kind") == "secret" else "destroyed",
        "target_kind": target.get("kind", ""), "damage_type": event.get("damage_type", ""), "effect": effect,
        "source_id": event["source"],
    }


def dormant_effects(trace):
    """Effect id -> the firing that made it dormant (a Secret on its controller's own turn): the reason
    its rules did not apply."""
    return {trace.graph.nodes[n]["data"]["effect"]: trace.producer(n) for n in trace.facts_of("Dormant")
            if trace.producer(n) is not None}


class CheckedAndNotApplied:
    """The "checked and did not apply" list of each event of one run (:meth:`of`); what they share
    (the effects in play, the dormant ones, the timeline) is read from the trace once, when first needed.

    `entities` gives each board id's kind and controller.
    """

    def __init__(self, game, trace, entities):
        self.game, self.trace, self.entities = game, trace, entities

    @cached_property
    def effects(self):
        return effects_in_play(self.trace)

    @cached_property
    def dormant(self):
        return dormant_effects(self.trace)

    @cached_property
    def timeline(self):
        return Timeline(self.trace)

    def of(self, passed):
        """The effects an event passed over (`passed`: (firing, event data then) pairs) that its reach
        admits, each with what it does (its summary, parameters filled) and why it did not apply."""
        from dealt.inference.outcome import ruling
        trace, registry = self.trace, self.game.registry
        out = []
        for firing, event in passed:
            slot = next(trace.graph.nodes[n]["data"] for n in trace.matched(firing)
                        if trace.graph.nodes[n]["template"] == "Slot")
            effect = self.effects.get(slot["effect"])
            if effect is None or not registry.reaches(effect, event, self.entities):
                continue                   # it could never have acted on this event: nothing to say
            mechanic = registry[effect["mechanic"]]
            seq = trace.firing(firing)["seq"]
            reason = None
            if slot["effect"] in self.dormant:
                r = ruling(trace, self.dormant[slot["effect"]])
                reason = {k: r[k] for k in ("rule", "ruling", "source")}
            else:
                seen = seen_when_checked(self.timeline, seq, event, effect, self.entities)
                unless = mechanic.why_not(seen)
                if unless is not None:
                    reason = {"mechanic": mechanic.name, "ruling": unless.said(seen),
                              "source": unless.source or mechanic.source}
            out.append({"card": effect["card"], "mechanic": effect["mechanic"], "host": effect["host"],
                        "step": slot["step"], "amount": event["amount"], "seq": seq,
                        "does": mechanic.says(self.params(effect)), "reason": reason})
        return out

    def params(self, effect):
        """An effect's parameters: its card file's for its mechanic, then those its Effect fact carries
        (a board may set them: Magic's shield amount)."""
        card = self.game.cards.get(effect["card"].lower())
        given = next((p for name, p in card.mechanics if name == effect["mechanic"]), {}) if card else {}
        return {**given, **effect}


def unreached(outcome, event):
    """Effects in play that never got to act on this event because it was prevented first.

    That is every effect with a slot at a later step, and at the preventing step every effect
    that neither acted nor was checked, among those that would have been checked had the event
    gone on: its mechanic's reach admits the event (as for "checked and did not apply"), and it is
    not dormant (a Secret on its controller's own turn). Behind an effect of the same card that
    prevented it (a second Bolf Ramshield), it says that only the first in play acts.
    """
    if not event["prevented"]:
        return []
    sequence, registry, trace = outcome.game.sequence, outcome.game.registry, outcome.trace
    stopped = next(s for s in event["steps"] if s["prevented"])
    seen = {s["host"] for s in event["steps"]} | {m["host"] for m in event["not_applied"]}
    in_play = effects_in_play(trace)
    dormant = dormant_effects(trace)
    out = []
    for effect_id, effect in outcome.effects.items():
        mechanic = registry[effect["mechanic"]]
        fields = in_play.get(effect_id)
        if effect_id in dormant or (fields is not None and not registry.reaches(fields, event, outcome.board)):
            continue                     # it could never have acted on this event
        because = f"{stopped['card'] or stopped['rule']} prevented the event at step {stopped['step']}"
        if stopped["card"] == effect["card"] and stopped["host"] != effect["host"]:
            because += f" ({stopped['host']}, earlier in play: only the first {effect['card']} in play acts)"
        for step, _ in mechanic.timings:
            if step not in sequence.by_name:
                continue                 # a slot outside the Damage Event (Riftbound's Bonus Damage total)
            later = sequence.rank(step) > sequence.rank(stopped["step"])
            same_step_unseen = step == stopped["step"] and effect["host"] not in seen
            if later or same_step_unseen:
                out.append({"card": effect["card"], "host": effect["host"], "step": step, "because": because})
                break
    return out
