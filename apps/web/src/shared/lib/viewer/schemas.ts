// The schemas of the viewer's answers, loaded with the first answer (api-client: parserOnDemand),
// as signed-out pages never ask: the viewer's schema module also holds the phone rules.
export { AddRequestConnection, RolePermissions, Viewer } from '@portal/contracts';
