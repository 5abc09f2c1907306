import { publicAuthDdl } from '../db/public-auth';
import { otpDdl } from '../otp';
import { portfolioDdl } from './portfolio/portfolio';
import { empanelmentDdl } from './empanelment/empanelment';
import { linksDdl } from './links/links';
import { schemesDdl } from './schemes/schemes';
import { purchaseDdl } from './purchase/purchase';
import { redemptionDdl } from './redemption/redemption';
import { bannersDdl } from './dashboard/banners';
import { uploadsDdl } from './uploads/uploads';
import { mandatesDdl } from './mandates/mandates';
import { earningsDdl } from './reports/earnings';
import { incentivesDdl } from './reports/earnings-incentives';
import { mandateRequestsDdl } from './mandates/mandate-registration';
import { sipRegistrationsDdl } from './sip/sip-registrations';
import { sipChangesDdl } from './sip/sip-changes';
import { sipModificationsDdl } from './sip/sip-modifications';
import { systematicPlansDdl } from './plans/systematic-plans';
import { planRequestsDdl } from './plans/plan-requests';
import { newInvestorDdl } from './onboarding/new-investor';
import { newInvestorApplicationDdl } from './onboarding/new-investor-application';
import { outboxAttachmentsDdl } from '../outbox';
import { mailbackDdl } from './reports/mailback';
import { instalmentsDdl } from './plans/instalments';
import { lifecycleDdl } from './transactions/lifecycle';
import { requestReplayDdl } from './transactions/request-replay';
import { marketCalendarDdl } from './schemes/market-calendar';
import { complianceDdl } from './investors/compliance';
import { membersDdl } from './team/members';
import { memberScopeDdl } from './team/member-scope';

// Each domain's tables, created after the core tables (sandbox/db/schema.ts) in this order.
// A new domain adds its DDL string here; the schema version follows the text automatically.
// The firm's members come last: a member's scope reads the folios' and the orders' tables.
export const DOMAIN_DDL: readonly string[] = [otpDdl, publicAuthDdl, schemesDdl, linksDdl, empanelmentDdl, portfolioDdl, bannersDdl, uploadsDdl, purchaseDdl, redemptionDdl, mandatesDdl, earningsDdl, incentivesDdl, mandateRequestsDdl, sipRegistrationsDdl, sipChangesDdl, sipModificationsDdl, systematicPlansDdl, planRequestsDdl, newInvestorDdl, newInvestorApplicationDdl, outboxAttachmentsDdl, mailbackDdl, instalmentsDdl, lifecycleDdl, requestReplayDdl, marketCalendarDdl, complianceDdl, membersDdl, memberScopeDdl];
