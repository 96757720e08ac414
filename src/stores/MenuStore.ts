import { makeAutoObservable } from 'mobx';
import { agentFooterMenu, agentGridMenu } from '../registry/menus/agentMenu';
import { memberCentreMenu, memberQuickMenu } from '../registry/menus/memberCentreMenu';
import { visibleItems, type MenuContext, type MenuItem } from '../registry/menus/menuItem';
import {
  footerMenu,
  headerPopupMenu,
  loginMethods,
  recoveryMethods,
  socialLogins,
  visitorHeaderButtons,
} from '../registry/menus/shellMenus';
import type { SessionStore } from './SessionStore';
import type { SettingsStore } from './SettingsStore';

/** Every menu of the app, filtered by flags and session in computeds. */
export class MenuStore {
  constructor(
    private readonly settings: SettingsStore,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<MenuStore, 'settings' | 'session'>(this, { settings: false, session: false });
  }

  get context(): MenuContext {
    return {
      isOn: (flag) => this.settings.isOn(flag),
      loggedIn: this.session.loggedIn,
      memberType: this.session.memberType,
      toUpline: this.session.member?.toUpline ?? false,
    };
  }

  private filter(items: readonly MenuItem[]): MenuItem[] {
    return visibleItems(items, this.context);
  }

  get memberQuick() {
    return this.filter(memberQuickMenu);
  }
  get memberCentre() {
    return this.filter(memberCentreMenu);
  }
  get agentGrid() {
    return this.filter(agentGridMenu);
  }
  get agentFooter() {
    return this.filter(agentFooterMenu);
  }
  get footer() {
    return this.filter(footerMenu);
  }
  get headerPopup() {
    return this.filter(headerPopupMenu);
  }
  get visitorHeader() {
    return this.filter(visitorHeaderButtons);
  }
  get loginMethods() {
    return this.filter(loginMethods);
  }
  get socialLogins() {
    return this.filter(socialLogins);
  }
  get recoveryMethods() {
    return this.filter(recoveryMethods);
  }
}
