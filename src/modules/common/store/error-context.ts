// docs/spec.md §7: GET user/header also hands the member (id, name, email, IP) to the error-reporting
// context. Wired by the common module's index.ts, which the portal loads and the widget script
// never does: the bell loads the summary too, but the widgets carry no tracking.
import { setErrorContext } from '../../../core/tracking-calls.ts';
import { onHeaderLoaded } from '../../../core/header/store.ts';

onHeaderLoaded(({ id, name, email, ip_address }) => setErrorContext('member', { id, name, email, ip_address }));
