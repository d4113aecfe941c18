// A contract's endpoint as Fastify's route options: its method, URL, schemas and access (the staff
// API's guard reads `staffAccess`). Every staff route is declared through it.
import { STAFF_ENDPOINTS, STAFF_SCHEMAS, type StaffEndpointName } from '../../src/contracts/staff-api';

export const endpoint = <N extends StaffEndpointName>(name: N) => ({
  method: STAFF_ENDPOINTS[name].method,
  url: `/${STAFF_ENDPOINTS[name].path}`,
  schema: STAFF_SCHEMAS[name],
  config: { staffAccess: STAFF_ENDPOINTS[name].access },
});
