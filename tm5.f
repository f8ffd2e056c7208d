/work/rules-k/tm5.inp: cannot read: /work/rules-k/tm5.inp
