import { families } from '@jianku/catalog';
const c = new Map<string, number>(); const ex = new Map<string,string>();
for (const f of families()) { if (f.kind !== 2) continue; const n = f.count(); for (let i = 0; i < n; i++) { const it = f.item(i); if (it.categoryCode !== 'comp.passive.capacitor.mlcc' && it.categoryCode !== 'comp.passive.capacitor.tantalum') continue; const k = it.categoryCode.slice(-5)+' '+f.id + ' ' + it.brandCode; c.set(k, (c.get(k) ?? 0) + 1); if (!ex.has(k)) ex.set(k, it.model + ' ' + it.package + ' ' + JSON.stringify(Object.fromEntries(Object.entries(it.params).map(([a,b]:any)=>[a,b.display])))); } }
for (const [k, v] of c) console.log(v, k, ex.get(k));
