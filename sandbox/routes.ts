import { authRoutes } from './handlers/auth';
import { routeTable } from './router';

// Every upstream endpoint the sandbox serves. A new domain adds its handlers/<domain>.ts here.
export const apiRoutes = routeTable([...authRoutes]);
