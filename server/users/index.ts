export { NAME_TAKEN } from './account-requests';
export { roleRoutes } from './roles.routes';
export { recordUserEvent } from './user-events';
export { userRoutes } from './users.routes';
export { rolesDocs } from './roles.docs';
export { usersDocs } from './users.docs';
export * as rolesRouteModule from './roles.routes';
export * as usersRouteModule from './users.routes';
