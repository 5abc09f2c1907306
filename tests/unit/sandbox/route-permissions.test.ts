import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@/sandbox/routes';
import { saveDtr, submitPurchase } from '@/server/fundhouse/endpoints/purchase';
import { saveRedemption } from '@/server/fundhouse/endpoints/redemption';
import { saveSwitch } from '@/server/fundhouse/endpoints/switch';
import { sipPurchaseRequest, sipSave } from '@/server/fundhouse/endpoints/sip';
import { saveStp, saveSwp } from '@/server/fundhouse/endpoints/systematic-plans';
import { enachRegistration, upiRegistration } from '@/server/fundhouse/endpoints/mandates';
import { resendAuthorisationLink } from '@/server/fundhouse/endpoints/lifecycle';
import { sendEkycMail } from '@/server/fundhouse/endpoints/ekyc';
import { accountStatement, capitalGainsStatement, distMailbackRequest, dividendStatement, netWorthPortfolio } from '@/server/fundhouse/endpoints/mailback';
import { brokerageDetails } from '@/server/fundhouse/endpoints/history';
import { distDashboard } from '@/server/fundhouse/endpoints/dashboard';
import { allClients } from '@/server/fundhouse/endpoints/investors';
import { inviteMember, lapsingEuins, teamMembers, updateMember } from '@/server/fundhouse/endpoints/team';
import type { Endpoint } from '@/server/fundhouse/endpoint';

// What each sandbox route declares a firm member's role must allow (lib/rules/team.ts): the pipeline
// refuses the rest before the handler runs. The calls that register something moving money, the resends,
// the statements, the earnings and the team itself are named here, so a route that loses its declaration
// fails this test rather than letting a Viewer through.

const needs = (e: Endpoint) => {
  const r = apiRoutes.get(e.path);
  if (!r) throw new Error(`no sandbox route for ${e.path}`);
  return r.needs ?? 'read';
};

describe("the sandbox routes' permissions", () => {
  it('ask initiate of every call that registers something moving money', () => {
    const money = [submitPurchase, saveDtr, saveRedemption, saveSwitch, sipPurchaseRequest, sipSave, saveStp, saveSwp, enachRegistration, upiRegistration];
    expect(money.map(needs)).toEqual(money.map(() => 'initiate'));
  });

  it('ask resend, statements, earnings and members of their calls', () => {
    expect([resendAuthorisationLink, sendEkycMail].map(needs)).toEqual(['resend', 'resend']);
    const statements = [distMailbackRequest, accountStatement, capitalGainsStatement, dividendStatement, netWorthPortfolio];
    expect(statements.map(needs)).toEqual(statements.map(() => 'statements'));
    expect(needs(brokerageDetails)).toBe('earnings');
    expect([inviteMember, teamMembers, updateMember, lapsingEuins].map(needs)).toEqual(['members', 'members', 'members', 'members']);
  });

  it('leave reading to every role, and declare nothing on a public call', () => {
    expect([allClients, distDashboard].map(needs)).toEqual(['read', 'read']);
    const declaredPublic = [...apiRoutes.values()].filter((r) => !r.endpoint.auth && r.needs).map((r) => r.endpoint.path);
    expect(declaredPublic).toEqual([]);
  });
});
