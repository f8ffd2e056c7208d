/work/rules-k/tm2.inp: cannot read: /work/rules-k/tm2.inp
