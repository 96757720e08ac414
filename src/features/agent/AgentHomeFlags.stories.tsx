import type { Meta } from '@storybook/react-vite';
import { paths } from '../../registry/paths';
import { flagStory } from '../../storybook/flagStory';
import { inMain } from '../../storybook/inMain';
import { en } from '../../storybook/storyText';
import { AgentHomeScreen } from './AgentHomeScreen';
import { asAgent, homeReplies } from './storyAgent';

/** Every agent menu setting, on and off, on the agent home of a signed-in agent (type 1). */
const meta = {
  title: 'Agent/Agent home flags',
  component: AgentHomeScreen,
  decorators: [inMain],
  parameters: { route: paths.agent, ...asAgent, wps: homeReplies },
} satisfies Meta<typeof AgentHomeScreen>;
export default meta;

const grid = { role: 'navigation', name: en('agent.gridLabel') } as const;
const footer = { role: 'navigation', name: en('agent.footerLabel') } as const;
const link = (key: string) => ({ role: 'link', name: en(key) }) as const;

export const TeamOverviewOn = flagStory('agent.teamOverview', true, link('agent.teamOverview'), grid);
export const TeamOverviewOff = flagStory('agent.teamOverview', false, link('agent.teamOverview'), grid);
export const TransactionRecordOn = flagStory('agent.transactionRecord', true, link('agent.transactionRecord'), grid);
export const TransactionRecordOff = flagStory('agent.transactionRecord', false, link('agent.transactionRecord'), grid);
export const TeamManagementOn = flagStory('agent.teamManagement', true, link('agent.teamManagement'), grid);
export const TeamManagementOff = flagStory('agent.teamManagement', false, link('agent.teamManagement'), grid);
export const RedEnvelopeRainOn = flagStory('agent.redEnvelopeRain', true, link('agent.redEnvelopeRain'), grid);
export const RedEnvelopeRainOff = flagStory('agent.redEnvelopeRain', false, link('agent.redEnvelopeRain'), grid);
export const TeamPnlOn = flagStory('agent.teamPnl', true, link('agent.teamPnl'), grid);
export const TeamPnlOff = flagStory('agent.teamPnl', false, link('agent.teamPnl'), grid);
export const TeamBettingOn = flagStory('agent.teamBetting', true, link('agent.teamBetting'), grid);
export const TeamBettingOff = flagStory('agent.teamBetting', false, link('agent.teamBetting'), grid);
export const RebateSettingsOn = flagStory('agent.rebateSettings', true, link('agent.rebateSettings'), grid);
export const RebateSettingsOff = flagStory('agent.rebateSettings', false, link('agent.rebateSettings'), grid);
export const AgentRebateIncomeOn = flagStory('agent.agentRebateIncome', true, link('agent.agentRebateIncome'), grid);
export const AgentRebateIncomeOff = flagStory('agent.agentRebateIncome', false, link('agent.agentRebateIncome'), grid);
export const SecurityCenterOn = flagStory('agent.securityCenter', true, link('agent.securityCenter'), grid);
export const SecurityCenterOff = flagStory('agent.securityCenter', false, link('agent.securityCenter'), grid);
export const MailOn = flagStory('agent.mail', true, link('agent.mail'), grid);
export const MailOff = flagStory('agent.mail', false, link('agent.mail'), grid);
export const DividendOn = flagStory('agent.dividend', true, link('agent.footer.dividend'), footer);
export const DividendOff = flagStory('agent.dividend', false, link('agent.footer.dividend'), footer);
