// Where fast-xml-parser enters (docs/architecture.md decision 10): a CAMT.053 bank statement (ISO
// 20022 BankToCustomerStatement, what German banks export, versions .001.02 to .001.13) read into
// its credit entries. Namespaces are dropped, so every version reads the same paths; debits and
// reversals are left out (the treasury matches incoming transfers only).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { __ } from '../../lang/translate.ts';
import { keyEntries, parseBankAmount, StatementError, type Statement } from './bank-statement.ts';

const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd']);
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (typeof value === 'object' && value !== null ? (value as Node) : {});
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)];
const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(text);
const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null
      ? String((value as Node)['#text'] ?? '')
      : '';

export function parseCamt053(xml: string): Statement {
  if (XMLValidator.validate(xml) !== true) throw new StatementError(__('The file is not well-formed XML.'));
  const document = node(parser.parse(xml)).Document;
  const statements = list(node(node(document).BkToCstmrStmt).Stmt);
  if (!document || statements.length === 0) throw new StatementError(__('The file is not a CAMT.053 bank statement.'));
  const raw = statements.flatMap((statement) =>
    list(statement.Ntry).flatMap((entry) => {
      if (text(entry.CdtDbtInd) !== 'CRDT' || text(entry.RvslInd) === 'true') return [];
      const amount = node(entry.Amt);
      const cents = parseBankAmount(text(amount));
      if (cents === null || cents <= 0) return [];
      const details = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
      const remittance = [
        ...details.flatMap((tx) => [...texts(node(tx.RmtInf).Ustrd), text(node(tx.Refs).EndToEndId)]),
        text(entry.AddtlNtryInf),
      ];
      const parties = node(details[0]?.RltdPties);
      const bookingDate = text(node(entry.BookgDt).Dt) || text(node(entry.BookgDt).DtTm).slice(0, 10);
      return [
        {
          bankKey: text(entry.AcctSvcrRef) || text(entry.NtryRef) || null,
          bookingDate,
          amountCents: cents,
          currency: String(amount['@Ccy'] ?? 'EUR'),
          remittance: [...new Set(remittance.filter((part) => part && part !== 'NOTPROVIDED'))].join(' ').slice(0, 500),
          payerName: text(node(parties.Dbtr).Nm) || text(node(node(parties.Dbtr).Pty).Nm),
          payerIban: text(node(node(parties.DbtrAcct).Id).IBAN),
        },
      ];
    }),
  );
  return { id: text(statements[0]!.Id) || null, entries: keyEntries(raw) };
}
