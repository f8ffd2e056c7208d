/work/rules-k/tm4.inp: cannot read: /work/rules-k/tm4.inp
