export default {
  openMailSettings: "Open the mail settings",
  welcome: "Welcome to the culture and tourism market supervision and enforcement platform.",
  figures: "Figures",
  members: "Members",
  membersToday: "New members today",
  admins: "Administrators",
  logsToday: "Operations today",
  supervision: "Supervision work",
  licencesExpired: "Licences expired",
  licencesExpiring: "Licences expiring within 30 days",
  overdueCount: "{count} overdue",
  recentActivity: "Recent operations",
};
