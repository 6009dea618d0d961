import { families, generateItems } from '@jianku/catalog';
import { familyForCategory } from './src/modules/models/geometry/families.ts';
const full = process.argv[2] === 'full';
const counts = new Map<string, number>();
const add = (item: any) => {
  if (item.kind !== 2) return;
  const fam = familyForCategory(item.categoryCode);
  let status = 'nofamily';
  if (fam) {
    const params = Object.fromEntries(Object.entries(item.params ?? {}).map(([k, v]: any) => [k, { si: v.si, display: v.display }]));
    const s = fam.spec({ categoryCode: item.categoryCode, model: item.model, standard: item.standard ?? null, package: item.package ?? null, params });
    status = s === 'missing' ? 'missing' : 'ok';
  }
  if (status === 'ok') return;
  const k = `${status}\t${item.categoryCode}\t${item.package}`;
  counts.set(k, (counts.get(k) ?? 0) + 1);
};
if (full) { for (const f of families()) { if (f.kind !== 2) continue; const n = f.count(); for (let i = 0; i < n; i++) add(f.item(i)); } }
else for (const it of generateItems()) add(it);
for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) console.log(v + '\t' + k);
