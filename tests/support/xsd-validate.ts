// Validates an XML document against an XSD with libxml2 (xmllint-wasm), as a bank's file check would.
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

export async function xsdProblems(xml: string, xsdFile: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [readFileSync(new URL(`./xsd/${xsdFile}`, import.meta.url), 'utf8')],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
