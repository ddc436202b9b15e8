// Every table of the platform; drizzle-kit and the database client read this barrel.
export * from "./auth";
export * from "./member";
export * from "./routine";
export * from "./security";
export * from "./messaging";
export * from "./check-in";
export * from "./enterprise";
export * from "./crud";
export * from "./practitioners";
export * from "./agency";
export * from "./complaint";
export * from "./cluster";
export * from "./sms";
export * from "./wechat";
export * from "./module-store";
