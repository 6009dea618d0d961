// Datasheet addresses of component families (issue 12): the makers' series datasheets reach the items.
import { describe, expect, it } from 'vitest';
import { DATASHEETS, weMouldedDatasheet, wePhdDatasheet } from '../src/datasheets.ts';
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
    expect(byModel('diode.zener.popular', '1N4733A')).toBe(DATASHEETS.onsemi1n4728a);
    expect(byModel('diode.zener.popular', 'BZX84C5V1LT1G')).toBe(DATASHEETS.onsemiBzx84);
    expect(byModel('transistor.bjt.popular', '2N3906BU')).toBe(DATASHEETS.onsemi2n3906);
    expect(byModel('transistor.bjt.popular', 'TIP127G')).toBe(DATASHEETS.onsemiTip120);
    expect(byModel('transistor.mosfet.popular', '2N7002,215')).toBe(DATASHEETS.nexperia2n7002);
    expect(byModel('ic.regulator.popular', 'L7812CD2T-TR')).toBe(DATASHEETS.stL78);
    expect(byModel('ic.regulator.popular', 'AP2112K-3.3TRG1')).toBe(DATASHEETS.diodesAp2112);
  });

  it('the third batch (code index and KiCad symbol library) reaches its items; the parts left without stay without', () => {
    const items = (id: string) => {
      const f = family(id);
      return Array.from({ length: f.count() }, (_, i) => f.item(i));
    };
    const byModel = (id: string, model: string) => {
      const it = items(id).find((x) => x.model === model);
      if (!it) throw new Error(`no ${model} in ${id}`);
      return it.datasheetUrl;
    };
    const expected: Array<[string, string, string]> = [
      ['diode.popular', 'BAT54LT1G', DATASHEETS.onsemiBat54],
      ['diode.popular', 'BAT54ALT1G', DATASHEETS.onsemiBat54a],
      ['diode.popular', 'BAT54SLT1G', DATASHEETS.onsemiBat54s],
      ['transistor.bjt.popular', 'P2N2222AG', DATASHEETS.onsemiP2n2222a],
      ['transistor.bjt.popular', 'MMBT5551LT1G', DATASHEETS.onsemiMmbt5551],
      ['transistor.bjt.popular', 'BC817-40,215', DATASHEETS.nexperiaBc817],
      ['transistor.bjt.popular', 'BC807-40,215', DATASHEETS.nexperiaBc807],
      ['transistor.bjt.popular', 'TIP41CG', DATASHEETS.onsemiTip41],
      ['transistor.bjt.popular', 'TIP42CG', DATASHEETS.onsemiTip41],
      ['transistor.mosfet.popular', 'IRFZ44NPBF', DATASHEETS.infineonIrfz44n],
      ['transistor.mosfet.popular', 'IRLZ44NPBF', DATASHEETS.infineonIrlz44n],
      ['transistor.mosfet.popular', 'IRF3205PBF', DATASHEETS.infineonIrf3205],
      ['transistor.mosfet.popular', 'IRF9540NPBF', DATASHEETS.infineonIrf9540n],
      ['transistor.mosfet.popular', 'IRLML2502TRPBF', DATASHEETS.infineonIrlml2502],
      ['transistor.mosfet.popular', 'IRLML6344TRPBF', DATASHEETS.infineonIrlml6344],
      ['transistor.mosfet.popular', 'IRLML6402TRPBF', DATASHEETS.infineonIrlml6402],
      // fifth batch
      ['transistor.mosfet.popular', 'IRF520NPBF', DATASHEETS.infineonIrf520n],
      ['transistor.mosfet.popular', 'IRF640NPBF', DATASHEETS.infineonIrf640n],
      ['transistor.mosfet.popular', 'IRF4905PBF', DATASHEETS.infineonIrf4905],
      ['ic.regulator.popular', 'LM317T', DATASHEETS.stLm317],
      ['ic.regulator.popular', 'LM317TG', DATASHEETS.onsemiLm317],
      ['ic.mcu', 'STM32F103C6T6', DATASHEETS.stStm32f103c6],
      ['ic.mcu.popular', 'STM32F042F6P6', DATASHEETS.stStm32f042],
      ['ic.mcu.popular', 'STM32F072CBT6', DATASHEETS.stStm32f072],
      ['ic.mcu.popular', 'STM32F405RGT6', DATASHEETS.stStm32f405],
      ['ic.mcu.popular', 'STM32F446RET6', DATASHEETS.stStm32f446],
      ['ic.mcu.popular', 'STM32G431CBU6', DATASHEETS.stStm32g431],
      ['ic.mcu.popular', 'STM32H743VIT6', DATASHEETS.stStm32h743],
      ['ic.mcu.popular', 'ATmega32U4-AU', DATASHEETS.microchipAtmega32u4],
      ['ic.mcu.popular', 'ATmega2560-16AU', DATASHEETS.microchipAtmega2560],
      ['ic.mcu.popular', 'ATmega16U2-MU', DATASHEETS.microchipAtmega16u2],
      ['ic.mcu.popular', 'ATmega8A-AU', DATASHEETS.microchipAtmega8a],
      ['ic.mcu.popular', 'ATtiny85-20PU', DATASHEETS.microchipAttiny85],
      ['ic.mcu.popular', 'ATtiny85-20SU', DATASHEETS.microchipAttiny85],
      ['ic.mcu.popular', 'CH32V203C8T6', DATASHEETS.wchCh32v203],
      // rows that name their own datasheet keep it (the F103 medium-density rows are not the low-density line)
      ['ic.mcu.popular', 'STM32F103T8U6', 'https://www.st.com/resource/en/datasheet/stm32f103c8.pdf'],
    ];
    for (const [id, model, url] of expected) expect([model, byModel(id, model)]).toEqual([model, url]);

    // the curated base families: every row of the series carries the series' datasheet
    const all = ['diode.general', 'transistor', 'ic.ldo', 'ic.mcu'].flatMap(items);
    const rowsOf = (prefix: RegExp) => all.filter((it) => prefix.test(it.model));
    const series: Array<[RegExp, string, number]> = [
      [/^SS3[2-6]-E3/, DATASHEETS.vishaySs32, 5],
      [/^STM32G030/, DATASHEETS.stStm32g030, 2],
      [/^STM32G071/, DATASHEETS.stStm32g071, 1],
      [/^CH32V003/, DATASHEETS.wchCh32v003, 3],
      [/^GD32F103/, DATASHEETS.gigadeviceGd32f103, 2],
    ];
    for (const [re, url, n] of series) {
      const rows = rowsOf(re);
      expect([String(re), rows.length]).toEqual([String(re), n]);
      for (const it of rows) expect([it.model, it.datasheetUrl]).toEqual([it.model, url]);
    }

    // WR-PHD: the single-row parts whose own address is cited carry it; the others and the dual rows stay without
    const phd = items('conn.header.wr-phd');
    const withSheet = phd.filter((it) => it.datasheetUrl).map((it) => it.model);
    expect(withSheet).toEqual([
      '61300211121',
      '61300311121',
      '61300411121',
      '61300511121',
      '61300611121',
      '61300711121',
      '61300811121',
      '61301011121',
      '61304011121',
    ]);
    expect(byModel('conn.header.wr-phd', '61300211121')).toBe(
      'https://www.we-online.com/components/products/datasheet/61300211121.pdf',
    );
    expect(wePhdDatasheet('61301211121')).toBeNull();

    // left without (datasheets.ts says why)
    for (const [id, model] of [
      ['diode.popular', 'BAT54CLT1G'],
      ['transistor.bjt.popular', 'MMBT5401LT1G'],
      ['transistor.mosfet.popular', 'STP55NF06'],
      ['transistor.mosfet.popular', 'STP75NF75'],
    ] as const)
      expect([model, byModel(id, model)]).toEqual([model, null]);
    for (const re of [/^ME6211/, /^S8[05]50$/]) {
      const rows = rowsOf(re);
      expect(rows.length).toBeGreaterThan(0);
      for (const it of rows) expect([it.model, it.datasheetUrl]).toEqual([it.model, null]);
    }
  });

  it('extension families of the fourth batch carry their series datasheet; those left without stay without', () => {
    // first, middle and last item of each family (a family's datasheet does not depend on the row)
    const sampled = (id: string) => {
      const f = family(id);
      const n = f.count();
      expect([id, n > 0]).toEqual([id, true]);
      return new Set([0, Math.floor(n / 2), n - 1].map((i) => f.item(i).datasheetUrl));
    };
    const expected: Array<[string, string]> = [
      ['res.vishay.crcw.hp', DATASHEETS.vishayCrcwHp],
      ['res.koa.rn73h', DATASHEETS.koaRn73h],
      ['res.susumu.rg', DATASHEETS.susumuRg],
      ['res.yageo.at', DATASHEETS.yageoAt],
      ['res.yageo.af', DATASHEETS.yageoAf],
      ['res.yageo.ac.d', DATASHEETS.yageoAc],
      ['res.samsung.rc', DATASHEETS.samsungChipResistor],
      ['res.samsung.rc.ext', DATASHEETS.samsungChipResistor],
      ['res.samsung.rc.large', DATASHEETS.samsungChipResistor],
      ['res.walsin.wr', DATASHEETS.walsinWr],
      ['res.array.yageo.yc124', DATASHEETS.yageoYcTc],
      ['res.array.yageo.tc124', DATASHEETS.yageoYcTc],
      ['res.array.yageo.yc164', DATASHEETS.yageoYcTc],
      ['res.array.yageo.tc164', DATASHEETS.yageoYcTc],
      ['res.array.bourns.cat16', DATASHEETS.bournsCatCay],
      ['res.array.bourns.cay16', DATASHEETS.bournsCatCay],
      ['res.yageo.mfr', DATASHEETS.yageoMfr],
      ['res.yageo.cfr', DATASHEETS.yageoCfr],
      ['res.vishay.crcw.c', DATASHEETS.vishayCrcwC],
      ['res.panasonic.era', DATASHEETS.panasonicEra],
      ['res.panasonic.erj.s', DATASHEETS.panasonicErjSU],
      ['res.panasonic.erj.u', DATASHEETS.panasonicErjSU],
      ['res.panasonic.erj.u01', DATASHEETS.panasonicErjSU],
      ['res.array.panasonic.exb', DATASHEETS.panasonicExb],
      ['res.array.panasonic.exb.concave', DATASHEETS.panasonicExb],
      ['res.ralec.rtt', DATASHEETS.ralecRtt],
      ['res.uniroyal.ext', DATASHEETS.uniroyalChip],
    ];
    for (const [id, url] of expected) {
      expect(family(id).extension).toBe(true);
      expect([id, [...sampled(id)]]).toEqual([id, [url]]);
    }
    // left without (datasheets.ts says why)
    for (const id of [
      'res.rohm.esr',
      'res.rohm.ktr',
      'res.vishay.rcg',
      'res.panasonic.erj.p',
      'res.array.yageo.yc122',
      'res.array.yageo.tc122',
      'res.array.yageo.yc248',
      'res.walsin.wr.power',
      'res.walsin.wr04x',
      'cap.tantalum.kemet.t491',
    ])
      expect([id, [...sampled(id)]]).toEqual([id, [null]]);
  });

  it('the sixth batch reaches its items; the rows of the same families left without stay without', () => {
    const items = (id: string) => {
      const f = family(id);
      return Array.from({ length: f.count() }, (_, i) => f.item(i));
    };
    const byModel = (id: string, model: string) => {
      const it = items(id).find((x) => x.model === model);
      if (!it) throw new Error(`no ${model} in ${id}`);
      return it.datasheetUrl;
    };
    const expected: Array<[string, string, string | null]> = [
      ['transistor.bjt.popular', 'TIP31CG', DATASHEETS.onsemiTip31],
      ['transistor.bjt.popular', 'TIP32CG', DATASHEETS.onsemiTip31],
      ['transistor.bjt.popular', 'MMBT2907ALT1G', DATASHEETS.onsemiMmbt2907a],
      ['ic.mcu', 'GD32F303CCT6', DATASHEETS.gigadeviceGd32f303],
      ['crystal.popular', 'ABM8-272-T3', DATASHEETS.abraconAbm8],
      ['crystal.popular', 'Q13FC1350000400', DATASHEETS.epsonFc135],
      ['crystal.popular', '7M40000005', null],
      ['crystal.popular', 'NX3225GA-12MHZ-STD-CRG-2', null],
      ['conn.usb-c.lines', '12401610E4#2A', DATASHEETS.amphenol12401610],
      ['conn.usb-c.lines', '105450-0101', DATASHEETS.molex105450],
      ['conn.usb-c.lines', 'TYPE-C-31-M-12', null],
      ['conn.wire-to-board.lines', '51021-0200', DATASHEETS.molex51021],
      ['conn.wire-to-board.lines', '51021-1500', DATASHEETS.molex51021],
      [
        'ind.we.xhmi',
        '74439370047',
        'https://www.we-online.com/components/products/datasheet/74439370047.pdf',
      ],
      ['ind.we.xhmi', '74439346100', 'https://www.we-online.com/catalog/datasheet/74439346100.pdf'],
      [
        'ind.we.lhmi',
        '74437349010',
        'https://www.we-online.com/components/products/datasheet/74437349010.pdf',
      ],
      ['ind.we.lhmi', '74437356047', 'https://www.we-online.de/katalog/datasheet/74437356047.pdf'],
    ];
    for (const [id, model, url] of expected) expect([model, byModel(id, model)]).toEqual([model, url]);
    // Würth: only the cited part numbers carry one
    expect(items('ind.we.xhmi').filter((it) => it.datasheetUrl).length).toBe(5);
    expect(items('ind.we.lhmi').filter((it) => it.datasheetUrl).length).toBe(5);
    expect(weMouldedDatasheet('74439346010')).toBeNull();
    // KYOCERA AVX general purpose: each dielectric's datasheet; X5R none (datasheets.ts says why)
    const avx = new Map<string, Set<string | null>>();
    for (const it of items('mlcc.avx.general')) {
      const diel = it.params.dielectric?.display ?? '';
      avx.set(diel, (avx.get(diel) ?? new Set()).add(it.datasheetUrl));
    }
    expect(Object.fromEntries([...avx].map(([k, v]) => [k, [...v]]))).toEqual({
      'C0G (NP0)': [DATASHEETS.avxC0g],
      X7R: [DATASHEETS.avxX7r],
      X5R: [null],
    });
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
      'ind.we.xhmi',
      'ind.we.lhmi',
      'ind.tdk.tfm252012alma',
      'crystal.popular',
      'conn.usb-c.lines',
    ]);
  });
});
