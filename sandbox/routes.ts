import { authRoutes } from './handlers/auth';
import { publicAuthRoutes } from './handlers/public-auth';
import { linksRoutes } from './handlers/links';
import { schemesRoutes } from './handlers/schemes';
import { empanelmentRoutes } from './handlers/empanelment';
import { dashboardRoutes } from './handlers/dashboard';
import { investorsRoutes } from './handlers/investors';
import { navRoutes } from './handlers/nav';
import { transactionsRoutes } from './handlers/transactions';
import { dashboardListsRoutes } from './handlers/dashboard-lists';
import { uploadsRoutes } from './handlers/uploads';
import { nctRoutes } from './handlers/nct';
import { purchaseRoutes } from './handlers/purchase';
import { redemptionRoutes } from './handlers/redemption';
import { switchRoutes } from './handlers/switch';
import { mailbackRoutes } from './handlers/mailback';
import { routeTable } from './router';

// Every upstream endpoint the sandbox serves. A new domain adds its handlers/<domain>.ts here.
export const apiRoutes = routeTable([...purchaseRoutes, ...authRoutes, ...publicAuthRoutes, ...schemesRoutes, ...linksRoutes, ...empanelmentRoutes, ...dashboardRoutes, ...investorsRoutes, ...transactionsRoutes, ...dashboardListsRoutes, ...navRoutes, ...uploadsRoutes, ...nctRoutes, ...redemptionRoutes, ...switchRoutes, ...mailbackRoutes]);
