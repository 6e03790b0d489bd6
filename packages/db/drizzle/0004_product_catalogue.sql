CREATE TYPE "public"."device_category" AS ENUM('Thermostat', 'SmokeDetector', 'WaterLeakDetector', 'Camera', 'VideoDoorbell');--> statement-breakpoint
CREATE TYPE "public"."device_type" AS ENUM('Thermostat', 'WiFiThermostat', 'ShutOffValve', 'Wld', 'WaterLeakDetector3', 'UnicornDoorbell', 'UnicornOutdoorCamera', 'UnicornIndoorCamera', 'SmokeDetector', 'HoudiniThermostat', 'FujiThermostat', 'DenaliThermostat', 'DoorLockSchlageModel1', 'GarageDoorGenieModel1', 'DoorLockKwiksetModel1', 'GarageDoorChamberlainModel1', 'SmartMeterValve', 'RingDoorbell', 'ProdentialSecurityPanel', 'GarageDoorOverheadModel1', 'SecurityPanelTC2Model1', 'GlenEaglesHub');--> statement-breakpoint
CREATE TYPE "public"."feature_type" AS ENUM('HomeownerAppBranding', 'ProAlerts');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('AIR', 'ENERGY', 'SECURITY', 'WATER', 'SAFETY', 'VIDEO');--> statement-breakpoint
CREATE TYPE "public"."product_family" AS ENUM('Unknown', 'SecurityPanel', 'Camera', 'Automation', 'GPS', 'Thermostat', 'LeakDetector', 'Switch', 'Lock', 'DeviceGateway', 'Sensor', 'Controller', 'DoorBell', 'ZWaveDevices', 'Awair', 'DAS', 'Air', 'SmokeDetector', 'GarageDoor');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('FEATURE', 'DEVICE');--> statement-breakpoint
CREATE TYPE "public"."sku_type" AS ENUM('DIGITAL', 'PHYSICAL');--> statement-breakpoint
CREATE TABLE "product_group_members" (
	"product_group_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "product_group_members_product_group_id_product_id_pk" PRIMARY KEY("product_group_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"feature_type" "feature_type" NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_groups_name_unique" UNIQUE("feature_type","name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"market_name" text NOT NULL,
	"description" text NOT NULL,
	"device_type" "device_type" NOT NULL,
	"device_category" "device_category",
	"product_family" "product_family" NOT NULL,
	"product_category" "product_category" NOT NULL,
	"product_type" "product_type" NOT NULL,
	"sku_type" "sku_type" NOT NULL,
	"factory_model_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
ALTER TABLE "product_group_members" ADD CONSTRAINT "product_group_members_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_members" ADD CONSTRAINT "product_group_members_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_group_members_product_idx" ON "product_group_members" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_factory_model_numbers_idx" ON "products" USING gin ("factory_model_numbers");