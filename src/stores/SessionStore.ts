import { makeAutoObservable } from 'mobx';
import type { MemberInfoReply } from '@common/generated/api';

/** MC_SESSION_INFO of SPEC §3. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** From the login response's customerType. */
  type: number;
  firstTimeLogin?: boolean;
  trial?: boolean;
}

/** Member info of SPEC §3: the reply of GET /wps/member/info (`sumBalance` is a Money string, common/money.ts). */
export type MemberInfo = MemberInfoReply;

/** Who is signed in. Persistence is the auth feature's job; this store only holds the state. */
export class SessionStore {
  session: SessionInfo | undefined;
  member: MemberInfo | undefined;

  constructor(session?: SessionInfo, member?: MemberInfo) {
    this.session = session;
    this.member = member;
    makeAutoObservable(this);
  }

  get loggedIn(): boolean {
    return this.session !== undefined;
  }

  get memberType(): number | undefined {
    return this.member?.type ?? this.session?.type;
  }

  get displayName(): string | undefined {
    return this.member?.nickname || this.member?.account || this.session?.userName;
  }

  signIn(session: SessionInfo): void {
    this.session = session;
  }

  setMember(member: MemberInfo | undefined): void {
    this.member = member;
  }

  signOut(): void {
    this.session = undefined;
    this.member = undefined;
  }
}
