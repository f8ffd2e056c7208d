/work/rules-k/tm3.inp: cannot read: /work/rules-k/tm3.inp
