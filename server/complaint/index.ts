export { complaintScope } from './complaint-access';
export { complaintRoutes } from './complaints.routes';
export { complaintDistrictOf } from './list-complaints';
export { complaintsDocs } from './complaints.docs';
export * as complaintsRouteModule from './complaints.routes';
