"""Working memory: experta's fact list, with what a fact costs to declare and retract cut down.

A fact's identity (its template and values, which experta uses to refuse duplicates) is computed
once, when it is declared, and so is its hash; fields remember the atomic values their schema has
accepted, so validating a fact is mostly set look-ups.
"""
from dealt.facts.templates import ATOMIC
from dealt.inference.trace import fact_data
from experta.fact import Fact
from experta.factlist import FactList


def validate_fields(fact, names):
    """experta's Fact.validate, for these fields only (the others were validated before).

    A field remembers the values it has accepted (a schema's verdict depends on the value alone).
    """
    fields = fact.__fields__
    for name in names:
        field = fields.get(name)
        if field is None:
            continue
        value = fact[name]
        accepted = field.__dict__.setdefault("accepted", set())
        key = (type(value), value) if type(value) in ATOMIC else None
        if key is not None and key in accepted:
            continue
        try:
            field.validate(value)
        except Exception:
            raise ValueError(f"Invalid value on field {name!r} for fact {fact!r}") from None
        if key is not None and len(accepted) < 4096:
            accepted.add(key)


class Facts(FactList):
    """experta's FactList, remembering each fact's identity (its template and values) once, and
    validating with the fields' memory of accepted values."""

    def declare(self, fact, validated=False):
        """experta's FactList.declare; `validated` when the caller has validated the fact already."""
        if not validated:
            if not isinstance(fact, Fact):
                raise ValueError("The fact must descend the Fact class.")
            validate_fields(fact, [name for name in fact.__fields__ if name in fact])
            for name, field in fact.__fields__.items():
                if field.mandatory and name not in fact:
                    raise ValueError(f"Mandatory field {name!r} is not defined for fact {fact!r}")
        identity = self._get_fact_id(fact)
        if self.duplication or identity not in self.reference_counter:
            fact._identity = identity
            fact.__factid__ = self.last_index
            if "_hash" not in fact.__dict__:    # equal facts (template, values, id) hash alike, as in experta
                fact._hash = hash((identity, self.last_index))
            self[self.last_index] = fact
            self.last_index += 1
            self.added.append(fact)
            self.reference_counter[identity] += 1
            return fact
        return None

    def retract(self, idx_or_fact):
        """experta's FactList.retract, without its logging."""
        idx = idx_or_fact if isinstance(idx_or_fact, int) else idx_or_fact.__factid__
        if idx not in self:
            raise IndexError("Fact not found.")
        fact = self[idx]
        identity = self._get_fact_id(fact)
        self.reference_counter[identity] -= 1
        if self.reference_counter[identity] == 0:
            self.reference_counter.pop(identity)
        self.removed.append(fact)
        del self[idx]
        return idx

    @staticmethod
    def _get_fact_id(fact):
        identity = fact.__dict__.get("_identity")
        if identity is None:
            identity = frozenset([fact.__class__, *fact_data(fact).items()])
        return identity
