// A staff route of the API (docs/spec.md §10): an endpoint with the permission it needs. Every such
// route answers only a full portal session (auth '*'), never a ghost or API token, never a request
// from another origin, and 403 without the permission (server/auth/require-permission.ts reads
// `permission` from here). The OpenAPI document says so in each operation's description.
import { endpoints, type Endpoint, type EndpointSpec } from './endpoint.ts';
import type { StaffPermission } from './staff-roles.ts';

export interface StaffEndpointSpec extends Omit<EndpointSpec, 'auth'> {
  /** The permission the caller must hold, or a list of which any one suffices. */
  permission: StaffPermission | readonly StaffPermission[];
}

export type StaffEndpoint = Endpoint & { permission: StaffPermission | readonly StaffPermission[] };

const named = (permission: StaffEndpointSpec['permission']) =>
  (typeof permission === 'string' ? [permission] : permission).map((p) => `\`${p}\``).join(' or ');

/**
 * `const endpoint = staffEndpoints('club-treasury'); endpoint('POST /api/club/orders/{label}/paid', {summary, permission, ...})`.
 * The summary sits in the spec here, as every staff file writes it; endpoint() takes it as an argument.
 */
export const staffEndpoints = (tag: string) => {
  const endpoint = endpoints(tag);
  return <const S extends StaffEndpointSpec & { summary: string }>(
    route: Parameters<typeof endpoint>[0],
    spec: S,
  ): S & Endpoint & { permission: S['permission'] } => {
    const description = `Staff area: needs the ${named(spec.permission)} permission, a portal session (no API or ghost token) and the portal's own origin (docs/spec.md §10).${spec.description ? ` ${spec.description}` : ''}`;
    return endpoint(route, spec.summary, { ...spec, description, auth: ['*'] as const }) as never;
  };
};

export const isStaffEndpoint = (endpoint: Endpoint): endpoint is StaffEndpoint => 'permission' in endpoint;
