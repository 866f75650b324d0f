import { buildEmbed, gzipOf, loaderFiles, signedInPage, signedOutPage, partFiles, WIDGET_PARTS, SIGN_IN, REALTIME, CLIENT, VIEW, PROMPT } from './tests/build/embed-output.ts';
const out = await buildEmbed();
const show = (name: string, files: Set<any>) => console.log(name.padEnd(30), gzipOf(files), [...files].map((f: any) => `${f.fileName}:${f.gzip}`).join(' '));
show('loader', loaderFiles(out));
show('signed out', signedOutPage(out));
show('signed in', signedInPage(out));
for (const [n, s] of Object.entries(WIDGET_PARTS)) show(n, partFiles(out, s));
for (const s of [SIGN_IN, REALTIME, CLIENT, VIEW, PROMPT]) show(s, partFiles(out, s));
