// Datasheet addresses of component families (issue 12): the makers' series datasheets reach the items.
import { describe, expect, it } from 'vitest';
import { DATASHEETS } from '../src/datasheets.ts';
import { families, Kind } from '../src/index.ts';

const family = (id: string) => {
  const f = families().find((x) => x.id === id);
  if (!f) throw new Error(`no family ${id}`);
  return f;
};
const urlsOf = (id: string) => {
  const f = family(id);
  return new Set(Array.from({ length: f.count() }, (_, i) => f.item(i).datasheetUrl));
};

describe('datasheets of component families', () => {
  it('every address is https on the maker own site', () => {
    for (const url of Object.values(DATASHEETS)) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
  });

  it('chip resistors and MLCCs named in the issue carry their series datasheet', () => {
    expect(urlsOf('res.yageo.rc')).toEqual(new Set([DATASHEETS.yageoRc]));
    expect(urlsOf('res.koa.rk73')).toEqual(new Set([DATASHEETS.koaRk73h, DATASHEETS.koaRk73b]));
    const grm = family('mlcc.curated');
    const items = Array.from({ length: grm.count() }, (_, i) => grm.item(i));
    const samsung = items.find((it) => it.model === 'CL10B104KB8NNNC');
    expect(samsung?.datasheetUrl).toBe(
      'https://weblib.samsungsem.com/mlcc/mlcc-ec-data-sheet.do?partNumber=CL10B104KB8NNNC',
    );
    expect(items.find((it) => it.model === 'GRM188R71H104KA93D')?.datasheetUrl).toBe(DATASHEETS.murataGrm);
    const cc = family('mlcc.yageo.cc');
    const x7r = Array.from({ length: cc.count() }, (_, i) => cc.item(i)).find((it) =>
      it.model.includes('X7R'),
    );
    expect(x7r?.datasheetUrl).toBe(DATASHEETS.yageoCcX7r);
  });

  it('the series checked in the code index reach their items; parts of the same family left without stay without', () => {
    const items = (id: string) => {
      const f = family(id);
      return Array.from({ length: f.count() }, (_, i) => f.item(i));
    };
    const byModel = (id: string, model: string) => items(id).find((it) => it.model === model)?.datasheetUrl;
    expect(urlsOf('res.uniroyal')).toEqual(new Set([DATASHEETS.uniroyalChip]));
    expect(urlsOf('ind.sunlord.swpa')).toEqual(new Set([DATASHEETS.sunlordSwpa]));
    expect(urlsOf('conn.fpc.fh12')).toEqual(new Set([DATASHEETS.hiroseFh12]));
    expect(urlsOf('mlcc.yageo.cc')).toEqual(
      new Set([DATASHEETS.yageoCcNp0, DATASHEETS.yageoCcX7r, DATASHEETS.yageoCcX5r]),
    );
    const np0 = items('mlcc.yageo.cc').filter((it) => it.model.includes('NPO'));
    expect(np0.length).toBeGreaterThan(0);
    for (const it of np0) expect(it.datasheetUrl).toBe(DATASHEETS.yageoCcNp0);

    expect(byModel('diode.popular', '1N4007G')).toBe(DATASHEETS.onsemi1n4001);
    expect(byModel('diode.popular', '1N4148')).toBe(DATASHEETS.onsemi1n914);
    expect(byModel('diode.popular', 'BAT54LT1G')).toBeNull();
    expect(byModel('diode.zener.popular', '1N4733A')).toBe(DATASHEETS.onsemi1n4728a);
    expect(byModel('diode.zener.popular', 'BZX84C5V1LT1G')).toBe(DATASHEETS.onsemiBzx84);
    expect(byModel('transistor.bjt.popular', '2N3906BU')).toBe(DATASHEETS.onsemi2n3906);
    expect(byModel('transistor.bjt.popular', 'TIP127G')).toBe(DATASHEETS.onsemiTip120);
    expect(byModel('transistor.bjt.popular', 'P2N2222AG')).toBeNull();
    expect(byModel('transistor.mosfet.popular', '2N7002,215')).toBe(DATASHEETS.nexperia2n7002);
    expect(byModel('transistor.mosfet.popular', 'IRF520NPBF')).toBeNull();
    expect(byModel('ic.regulator.popular', 'L7812CD2T-TR')).toBe(DATASHEETS.stL78);
    expect(byModel('ic.regulator.popular', 'AP2112K-3.3TRG1')).toBe(DATASHEETS.diodesAp2112);
    expect(byModel('ic.regulator.popular', 'LM317T')).toBeNull();
  });

  it('most base component families have a datasheet (families without one are listed in datasheets.ts)', () => {
    const base = families().filter((f) => f.kind === Kind.component && !f.extension);
    const without = base.filter((f) => f.count() > 0 && !f.item(0).datasheetUrl).map((f) => f.id);
    expect(without).toEqual([
      // datasheets.ts says why each has none (no address of the maker's cited in the code index)
      'res.fenghua.rs',
      'res.rohm.mcr',
      'mlcc.fenghua',
      'ind.murata.lqg15hs',
      'conn.header.wr-phd',
      'ind.we.xhmi',
      'ind.we.lhmi',
      'crystal.popular',
      'conn.usb-c.lines',
      'mlcc.avx.general',
    ]);
  });
});
