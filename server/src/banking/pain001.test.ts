/** pain.001.001.09 credit transfer files: built, parsed back with the XML parser, checked field by field. */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { refusalOf } from '../../test/banking';
import { decimalToCents } from './amount';
import {
  buildCreditTransfers,
  type CreditTransferFile,
  PAIN001_NAMESPACE,
  type PainTransfer,
} from './pain001';
import { fitSepaText, toSepaText } from './sepaText';

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['PmtInf', 'CdtTrfTxInf'].includes(name),
});

type Parsed = {
  Document: {
    '@_xmlns': string;
    CstmrCdtTrfInitn: {
      GrpHdr: { MsgId: string; CreDtTm: string; NbOfTxs: string; CtrlSum: string; InitgPty: { Nm: string } };
      PmtInf: {
        PmtInfId: string;
        PmtMtd: string;
        BtchBookg: string;
        NbOfTxs: string;
        CtrlSum: string;
        PmtTpInf: { SvcLvl: { Cd: string } };
        ReqdExctnDt: { Dt: string };
        Dbtr: { Nm: string };
        DbtrAcct: { Id: { IBAN: string } };
        DbtrAgt: { FinInstnId: { BICFI?: string; Othr?: { Id: string } } };
        CdtTrfTxInf: {
          PmtId: { EndToEndId: string };
          Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
          CdtrAgt?: { FinInstnId: { BICFI: string } };
          Cdtr: { Nm: string };
          CdtrAcct: { Id: { IBAN: string } };
          RmtInf?: { Ustrd: string };
        }[];
      }[];
    };
  };
};

const DEBTOR = { name: 'Wurzelwerk Treuhandkonto', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
const FILE: CreditTransferFile = {
  messageId: 'REL-20261129-1',
  createdAt: new Date('2026-11-29T09:30:00Z'),
  initiatingParty: 'Wurzelwerk GmbH',
  debtor: DEBTOR,
  transfers: [
    {
      endToEndId: 'REL-42-1',
      amountCents: 1_250_000,
      creditor: { name: 'Solarpark Sonnenfeld GmbH & Co. KG', iban: 'DE44 5001 0517 5407 3249 31' },
      remittance: 'Freigabe Projekt „Sonnenfeld“ – 25 Anlagen',
      executionDate: '2026-12-01',
    },
    {
      endToEndId: 'WD-17',
      amountCents: 4555,
      creditor: { name: 'Jörg Müller', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
      executionDate: '2026-12-01',
    },
    {
      endToEndId: 'WD-18',
      amountCents: 1,
      creditor: { name: 'Anna Berger', iban: 'NL91ABNA0417164300' },
      executionDate: '2026-12-02',
    },
  ],
};

const parse = (xml: string) => parser.parse(xml) as Parsed;

describe('the file', () => {
  test('group header, one PmtInf per execution date, every transfer as given', () => {
    const built = buildCreditTransfers(FILE);
    const doc = parse(built.xml).Document;
    expect(doc['@_xmlns']).toBe(PAIN001_NAMESPACE);
    const { GrpHdr, PmtInf } = doc.CstmrCdtTrfInitn;
    expect(GrpHdr).toEqual({
      MsgId: 'REL-20261129-1',
      CreDtTm: '2026-11-29T09:30:00Z',
      NbOfTxs: '3',
      CtrlSum: '12545.56',
      InitgPty: { Nm: 'Wurzelwerk GmbH' },
    });
    expect(built.controlSumCents).toBe(1_254_556);
    expect(PmtInf.map((p) => [p.PmtInfId, p.ReqdExctnDt.Dt, p.NbOfTxs, p.CtrlSum])).toEqual([
      ['REL-20261129-1-1', '2026-12-01', '2', '12545.55'],
      ['REL-20261129-1-2', '2026-12-02', '1', '0.01'],
    ]);
    const [first] = PmtInf;
    expect(first?.PmtMtd).toBe('TRF');
    expect(first?.BtchBookg).toBe('true');
    expect(first?.PmtTpInf.SvcLvl.Cd).toBe('SEPA');
    expect(first?.Dbtr.Nm).toBe('Wurzelwerk Treuhandkonto');
    expect(first?.DbtrAcct.Id.IBAN).toBe('DE89370400440532013000');
    expect(first?.DbtrAgt.FinInstnId.BICFI).toBe('COBADEFFXXX');
    expect(first?.CdtTrfTxInf[0]).toEqual({
      PmtId: { EndToEndId: 'REL-42-1' },
      Amt: { InstdAmt: { '#text': '12500.00', '@_Ccy': 'EUR' } },
      Cdtr: { Nm: 'Solarpark Sonnenfeld GmbH + Co. KG' },
      CdtrAcct: { Id: { IBAN: 'DE44500105175407324931' } },
      RmtInf: { Ustrd: "Freigabe Projekt 'Sonnenfeld' - 25 Anlagen" },
    });
    expect(first?.CdtTrfTxInf[1]?.Cdtr.Nm).toBe('Joerg Mueller');
  });

  test('without a BIC the debtor agent is NOTPROVIDED', () => {
    const built = buildCreditTransfers({ ...FILE, debtor: { ...DEBTOR, bic: undefined } });
    expect(parse(built.xml).Document.CstmrCdtTrfInitn.PmtInf[0]?.DbtrAgt.FinInstnId).toEqual({
      Othr: { Id: 'NOTPROVIDED' },
    });
  });

  test('a creditor outside the EEA needs its bank’s BIC; inside it the IBAN is enough', () => {
    const refusal = refusalOf(buildCreditTransfers);
    const to = (creditor: PainTransfer['creditor']) => ({
      ...FILE,
      transfers: [{ ...(FILE.transfers[0] as PainTransfer), creditor }],
    });
    const swiss = { name: 'Alpenwind AG', iban: 'CH93 0076 2011 6238 5295 7' };
    const british = { name: 'Meadow Ltd', iban: 'GB29NWBK60161331926819' };
    expect(refusal(to(swiss))).toBe('bic.required');
    expect(refusal(to({ ...british, bic: ' ' }))).toBe('bic.required');
    expect(refusal(to({ ...swiss, bic: 'UBSW' }))).toBe('bic.format');
    const built = buildCreditTransfers(to({ ...swiss, bic: 'ubswchzh80a' }));
    const [transfer] = parse(built.xml).Document.CstmrCdtTrfInitn.PmtInf[0]?.CdtTrfTxInf ?? [];
    expect(transfer?.CdtrAgt?.FinInstnId.BICFI).toBe('UBSWCHZH80A');
    expect(transfer?.CdtrAcct.Id.IBAN).toBe('CH9300762011623852957');
    // Norway and Liechtenstein are in the EEA, not the EU: the IBAN alone.
    for (const iban of ['NO9386011117947', 'LI21088100002324013AA', 'NL91ABNA0417164300']) {
      const file = buildCreditTransfers(to({ name: 'X', iban }));
      expect(parse(file.xml).Document.CstmrCdtTrfInitn.PmtInf[0]?.CdtTrfTxInf[0]?.CdtrAgt).toBeUndefined();
    }
  });

  test('what a bank would refuse is refused', () => {
    const refusal = refusalOf(buildCreditTransfers);
    const one = (change: Partial<PainTransfer>) => ({
      ...FILE,
      transfers: [{ ...(FILE.transfers[0] as PainTransfer), ...change }],
    });
    expect(refusal({ ...FILE, transfers: [] })).toBe('pain.empty');
    expect(refusal(one({ amountCents: 0 }))).toBe('pain.amount');
    expect(refusal(one({ amountCents: 10.5 }))).toBe('pain.amount');
    expect(refusal(one({ creditor: { name: 'X', iban: 'DE89370400440532013001' } }))).toBe('iban.checksum');
    expect(refusal(one({ creditor: { name: 'X', iban: 'AE070331234567890123456' } }))).toBe('iban.notSepa');
    expect(refusal(one({ creditor: { name: '東京', iban: 'DE89370400440532013000' } }))).toBe('pain.text');
    expect(refusal(one({ creditor: { name: 'x'.repeat(71), iban: 'DE89370400440532013000' } }))).toBe(
      'pain.text',
    );
    expect(refusal(one({ remittance: 'x'.repeat(141) }))).toBe('pain.text');
    expect(refusal(one({ endToEndId: '/abc' }))).toBe('pain.text');
    expect(refusal(one({ endToEndId: 'x'.repeat(36) }))).toBe('pain.text');
    expect(refusal(one({ executionDate: '1.12.2026' }))).toBe('pain.date');
    expect(
      refusal({ ...FILE, transfers: [FILE.transfers[1] as PainTransfer, FILE.transfers[1] as PainTransfer] }),
    ).toBe('pain.text');
  });

  test('what the schema or the EPC’s rules refuse is refused, not written', () => {
    const refusal = refusalOf(buildCreditTransfers);
    const one = (change: Partial<PainTransfer>) => ({
      ...FILE,
      transfers: [{ ...(FILE.transfers[0] as PainTransfer), ...change }],
    });
    const creditor = (creditorName: string) =>
      one({ creditor: { name: creditorName, iban: 'DE89370400440532013000' } });
    // Days that do not exist, which Date.parse rolls over into the next month; ISODate starts in 1900.
    for (const executionDate of ['2026-02-29', '2026-04-31', '2026-02-30', '0000-01-01'])
      expect(refusal(one({ executionDate }))).toBe('pain.date');
    expect(refusal(one({ executionDate: '2028-02-29' }))).toBe('accepted');
    // A name with nothing left after the cleaning would be an empty <Nm>.
    for (const empty of ['', '   ', '\u0301']) expect(refusal(creditor(empty))).toBe('pain.text');
    expect(refusal({ ...FILE, initiatingParty: ' ' })).toBe('pain.text');
    // Identifiers: not ending with a slash, not blank, not padded with spaces.
    for (const endToEndId of ['INV-2026/', ' ', ' E2E-1', 'E2E-1 '])
      expect(refusal(one({ endToEndId }))).toBe('pain.text');
    expect(refusal({ ...FILE, messageId: 'REL/2026/' })).toBe('pain.text');
    // One account is one debtor: another name or BIC for it is not folded into the first one's.
    const [first, second] = FILE.transfers as [PainTransfer, PainTransfer];
    expect(
      refusal({ ...FILE, transfers: [first, { ...second, debtor: { ...DEBTOR, name: 'Jemand anderes' } }] }),
    ).toBe('pain.text');
    expect(refusal({ ...FILE, transfers: [first, { ...second, debtor: { ...DEBTOR } }] })).toBe('accepted');
    // 10,000 payment groups (here: execution dates) would make a PmtInfId of 36 characters.
    const days = (count: number) =>
      Array.from({ length: count }, (_, day) => ({
        ...first,
        endToEndId: `E-${day}`,
        executionDate: new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10),
      }));
    const longId = 'M'.repeat(35);
    expect(refusal({ ...FILE, messageId: longId, transfers: days(10_000) })).toBe('pain.text');
    expect(refusal({ ...FILE, messageId: longId, transfers: days(9_999) })).toBe('accepted');
  });

  test('a name made to fit is cut after its transliteration, which lengthens it', () => {
    const issuer = `${'Grün'.repeat(17)} GmbH`; // 73 characters as typed, 90 written out
    const fitted = fitSepaText(issuer, 70);
    expect(fitted).toHaveLength(70);
    expect(fitted).toStartWith('GruenGruen');
    expect(refusalOf(buildCreditTransfers)({ ...FILE, initiatingParty: fitted })).toBe('accepted');
    // What the set cannot hold stays as it is, for the builder to refuse with its message.
    expect(fitSepaText('東京 GmbH', 70)).toBe('東京 GmbH');
  });

  test('a remittance text of spaces only is no text: the transfer goes without RmtInf', () => {
    const built = buildCreditTransfers({
      ...FILE,
      transfers: [{ ...(FILE.transfers[0] as PainTransfer), remittance: ' \n ' }],
    });
    expect(parse(built.xml).Document.CstmrCdtTrfInitn.PmtInf[0]?.CdtTrfTxInf[0]?.RmtInf).toBeUndefined();
    expect(built.xml).not.toContain('<Ustrd>');
  });

  test('texts are transliterated into the SEPA character set', () => {
    expect(toSepaText('Größe & Übermaß – “Café”')).toBe("Groesse + Uebermass - 'Cafe'");
    expect(toSepaText('Łódź Ørsted')).toBe('Lodz Orsted');
    expect(toSepaText('a@b')).toBeNull();
  });
});

describe('property', () => {
  const sepaName = fc.stringMatching(/^[A-Za-z0-9ÄÖÜäöüß .,'+-]{1,40}$/).filter((s) => s.trim() !== '');
  const iban = fc.constantFrom(
    'DE89370400440532013000',
    'DE02120300000000202051',
    'NL91ABNA0417164300',
    'AT611904300234573201',
  );
  const transfer = fc.record({
    amountCents: fc.integer({ min: 1, max: 99_999_999_999 }),
    creditor: fc.record({ name: sepaName, iban }),
    remittance: fc.option(sepaName, { nil: undefined }),
    executionDate: fc.constantFrom('2026-12-01', '2026-12-02', '2026-12-03'),
  });

  test('any list of transfers: count, control sums, IBANs and amounts read back exactly', () => {
    fc.assert(
      fc.property(fc.array(transfer, { minLength: 1, maxLength: 30 }), (list) => {
        const transfers = list.map((t, i) => ({ ...t, endToEndId: `E2E-${i}` }));
        const built = buildCreditTransfers({ ...FILE, transfers });
        const { GrpHdr, PmtInf } = parse(built.xml).Document.CstmrCdtTrfInitn;
        const total = transfers.reduce((sum, t) => sum + t.amountCents, 0);
        expect(GrpHdr.NbOfTxs).toBe(String(transfers.length));
        expect(decimalToCents(GrpHdr.CtrlSum)).toBe(total);
        const read = PmtInf.flatMap((p) => {
          expect(decimalToCents(p.CtrlSum)).toBe(
            p.CdtTrfTxInf.reduce((s, t) => s + (decimalToCents(t.Amt.InstdAmt['#text']) ?? 0), 0),
          );
          expect(p.NbOfTxs).toBe(String(p.CdtTrfTxInf.length));
          return p.CdtTrfTxInf.map((t) => ({
            endToEndId: t.PmtId.EndToEndId,
            cents: decimalToCents(t.Amt.InstdAmt['#text']),
            iban: t.CdtrAcct.Id.IBAN,
            date: p.ReqdExctnDt.Dt,
          }));
        });
        expect(new Set(PmtInf.map((p) => p.ReqdExctnDt.Dt)).size).toBe(PmtInf.length);
        expect(read.sort((a, b) => a.endToEndId.localeCompare(b.endToEndId))).toEqual(
          transfers
            .map((t) => ({
              endToEndId: t.endToEndId,
              cents: t.amountCents,
              iban: t.creditor.iban,
              date: t.executionDate,
            }))
            .sort((a, b) => a.endToEndId.localeCompare(b.endToEndId)),
        );
      }),
      { numRuns: 100 },
    );
  });
});
