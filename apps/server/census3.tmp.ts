import { generateItems } from '@jianku/catalog';
const m = [...generateItems({ size: 20_000 })].filter((i) => i.categoryCode === 'comp.passive.capacitor.mlcc');
console.log(m.length, m[0]?.model, m[Math.floor(m.length/2)]?.model, m.at(-1)?.model, m.filter(i=>i.brandCode==='tdk'||i.brandCode==='murata').map(i=>i.model).join(' '));
