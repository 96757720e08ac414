import type { Meta } from '@storybook/react-vite';
import { paths } from '../../registry/paths';
import { flagStory } from '../../storybook/flagStory';
import { inMain } from '../../storybook/inMain';
import { demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import MemberCentreScreen from './MemberCentreScreen';
import { storyMemberInfo } from './storyMember';

/** Every flag-gated entry of the member centre (header, tiles, quick menu, list), on and off, for a member. */
const meta = {
  title: 'Member/Member centre menu',
  component: MemberCentreScreen,
  decorators: [inMain],
  parameters: {
    session: demoSession,
    member: storyMemberInfo,
    route: paths.mine,
    wps: { memberInfo: storyMemberInfo, inboxUnreadCount: 0 },
  },
} satisfies Meta<typeof MemberCentreScreen>;
export default meta;

const list = { role: 'navigation', name: en('menu.memberCentreLabel') } as const;
const quick = { role: 'navigation', name: en('menu.quickMenuLabel') } as const;
const link = (key: string) => ({ role: 'link', name: en(key) }) as const;

export const InviteFriendsOn = flagStory('REFERRAL', true, link('menu.inviteFriends'), quick);
export const InviteFriendsOff = flagStory('REFERRAL', false, link('menu.inviteFriends'), quick);
export const VipBenefitsOn = flagStory('VIPBENEFIT', true, link('menu.vipBenefits'), quick);
export const VipBenefitsOff = flagStory('VIPBENEFIT', false, link('menu.vipBenefits'), quick);
export const MessagesShortcutOn = flagStory('MAILCEN', true, link('member.header.messages'), list);
export const MessagesShortcutOff = flagStory('MAILCEN', false, link('member.header.messages'), list);
export const DepositRecordOn = flagStory('DEPRECM3', true, link('menu.depositRecord'), list);
export const DepositRecordOff = flagStory('DEPRECM3', false, link('menu.depositRecord'), list);
export const WithdrawRecordOn = flagStory('WITHREC3', true, link('menu.withdrawRecord'), list);
export const WithdrawRecordOff = flagStory('WITHREC3', false, link('menu.withdrawRecord'), list);
export const TransactionRecordOn = flagStory('TRANSREC3', true, link('menu.transactionRecord'), list);
export const TransactionRecordOff = flagStory('TRANSREC3', false, link('menu.transactionRecord'), list);
export const BettingRecordOn = flagStory('TRANSBETREPMEM3', true, link('menu.bettingRecord'), list);
export const BettingRecordOff = flagStory('TRANSBETREPMEM3', false, link('menu.bettingRecord'), list);
export const ProfitAndLossOn = flagStory('PERSREP', true, link('menu.profitAndLoss'), list);
export const ProfitAndLossOff = flagStory('PERSREP', false, link('menu.profitAndLoss'), list);
export const TransferUpOn = flagStory('AGETRANSFERUP3', true, link('menu.transferUp'), list);
export const TransferUpOff = flagStory('AGETRANSFERUP3', false, link('menu.transferUp'), list);
export const RewardCentreOn = flagStory('REWCEN3', true, link('menu.rewardCentre'), list);
export const RewardCentreOff = flagStory('REWCEN3', false, link('menu.rewardCentre'), list);
export const ManualRebateOn = flagStory('MANPLAYREB3', true, link('menu.manualRebate'), list);
export const ManualRebateOff = flagStory('MANPLAYREB3', false, link('menu.manualRebate'), list);
export const MyRebateOn = flagStory('PLYRBT', true, link('menu.myRebate'), list);
export const MyRebateOff = flagStory('PLYRBT', false, link('menu.myRebate'), list);
export const MissionOn = flagStory('MISSION', true, link('menu.mission'), list);
export const MissionOff = flagStory('MISSION', false, link('menu.mission'), list);
export const MessageCentreOn = flagStory('MAILCEN', true, link('menu.messageCentre'), list);
export const MessageCentreOff = flagStory('MAILCEN', false, link('menu.messageCentre'), list);
export const FeedbackOn = flagStory('FEEDBACK3', true, link('menu.feedback'), list);
export const FeedbackOff = flagStory('FEEDBACK3', false, link('menu.feedback'), list);
