import { makeAutoObservable } from 'mobx';
import type { AgentTeamMember, AgentTeamMembersQuery, AgentTeamMembersReply } from '@common/generated/api';
import { PagedList, type PageReply } from '../../../stores/PagedList';
import { callApi } from '../../../api/callApi';

type MembersReply = PageReply<AgentTeamMember> & Pick<AgentTeamMembersReply, 'path' | 'total'>;

/**
 * The team list (AGEDOWNMAN3): one level's direct downline (drilling into any agent of the team), or a search of the
 * whole team by user name or nickname, optionally online members only. Any change starts again at page 1.
 */
export class TeamMembersStore {
  parentId: number | undefined = undefined;
  keyword = '';
  onlineOnly = false;
  /** From the signed-in agent down to the listed level (the breadcrumb). */
  path: AgentTeamMembersReply['path'] = [];
  total = 0;
  readonly list: PagedList<AgentTeamMember, MembersReply>;

  constructor(
    fetchPage = async (query: AgentTeamMembersQuery): Promise<AgentTeamMembersReply> =>
      (await callApi('agentTeamMembers', { query })).value,
  ) {
    this.list = new PagedList<AgentTeamMember, MembersReply>(
      async (pageNo) => {
        const reply = await fetchPage(this.query(pageNo));
        return { items: reply.list, totalPages: reply.totalPages, path: reply.path, total: reply.total };
      },
      {
        keyOf: (member) => member.id,
        onPage: (reply) => {
          this.path = reply.path;
          this.total = reply.total;
        },
      },
    );
    makeAutoObservable<TeamMembersStore, 'query'>(this, { list: false, query: false });
  }

  private query(pageNo: number): AgentTeamMembersQuery {
    const keyword = this.keyword.trim();
    return {
      ...(keyword ? { keyword } : this.parentId !== undefined ? { parentId: this.parentId } : {}),
      ...(this.onlineOnly ? { onlineOnly: true } : {}),
      pageNo,
      pageSize: 20,
    };
  }

  /** Shows one level (undefined: the agent's own direct downline); a search is dropped. */
  showLevel(parentId: number | undefined): void {
    this.parentId = parentId;
    this.keyword = '';
    this.list.restart();
  }

  search(keyword: string): void {
    this.keyword = keyword;
    this.list.restart();
  }

  setOnlineOnly(onlineOnly: boolean): void {
    this.onlineOnly = onlineOnly;
    this.list.restart();
  }
}
