// A CAMT.053.001.08 bank statement as a German bank exports it, built from a few credit transfers
// (and debits), for the bank-import tests and browser journeys.
export interface Transfer {
  amount: string;
  remittance: string;
  name?: string;
  iban?: string;
  /** The bank's entry reference (AcctSvcrRef); omitted: the entry has none. */
  ref?: string | null;
  debit?: boolean;
  date?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function camt053(transfers: Transfer[], statementId = 'STMT-2026-01-15-001'): string {
  const entries = transfers
    .map(
      (t, i) => `      <Ntry>
        <Amt Ccy="EUR">${t.amount}</Amt>
        <CdtDbtInd>${t.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${t.date ?? '2026-01-15'}</Dt></BookgDt>
        <ValDt><Dt>${t.date ?? '2026-01-15'}</Dt></ValDt>
        ${t.ref === null ? '' : `<AcctSvcrRef>${t.ref ?? `2026011500${i + 1}`}</AcctSvcrRef>`}
        <BkTxCd><Prtry><Cd>NTRF+166</Cd><Issr>DK</Issr></Prtry></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <Amt Ccy="EUR">${t.amount}</Amt>
            <RltdPties>
              <Dbtr><Pty><Nm>${escape(t.name ?? 'Mia Member')}</Nm></Pty></Dbtr>
              <DbtrAcct><Id><IBAN>${t.iban ?? 'DE89370400440532013000'}</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>${escape(t.remittance)}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${statementId}</MsgId><CreDtTm>2026-01-15T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <ElctrncSeqNb>15</ElctrncSeqNb>
      <CreDtTm>2026-01-15T18:00:00</CreDtTm>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
