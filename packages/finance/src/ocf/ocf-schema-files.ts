/**
 * Every vendored OCF schema (schema/README.md, listed with its commit and SHA-256 in schema/SOURCES.tsv),
 * imported so that they are bundled with the code that validates against them; ajv resolves their
 * $refs by each schema's $id.
 */
import s0 from './schema/enums/AccrualPeriodType.schema.json';
import s1 from './schema/enums/AddressType.schema.json';
import s2 from './schema/enums/AuthorizedShares.schema.json';
import s3 from './schema/enums/CompensationType.schema.json';
import s4 from './schema/enums/CompoundingType.schema.json';
import s5 from './schema/enums/ConversionMechanismType.schema.json';
import s6 from './schema/enums/ConversionRightType.schema.json';
import s7 from './schema/enums/ConversionTimingType.schema.json';
import s8 from './schema/enums/ConversionTriggerType.schema.json';
import s9 from './schema/enums/ConvertibleType.schema.json';
import s10 from './schema/enums/DayCountType.schema.json';
import s11 from './schema/enums/EmailType.schema.json';
import s12 from './schema/enums/FileType.schema.json';
import s13 from './schema/enums/InterestPayoutType.schema.json';
import s14 from './schema/enums/ObjectType.schema.json';
import s15 from './schema/enums/OptionType.schema.json';
import s16 from './schema/enums/PeriodType.schema.json';
import s17 from './schema/enums/PhoneType.schema.json';
import s18 from './schema/enums/RoundingType.schema.json';
import s19 from './schema/enums/StakeholderRelationshipType.schema.json';
import s20 from './schema/enums/StakeholderStatusType.schema.json';
import s21 from './schema/enums/StakeholderType.schema.json';
import s22 from './schema/enums/StockClassType.schema.json';
import s23 from './schema/enums/StockIssuanceType.schema.json';
import s24 from './schema/enums/StockPlanCancellationBehaviorType.schema.json';
import s25 from './schema/enums/TerminationWindowType.schema.json';
import s26 from './schema/enums/ValuationBasedFormulaType.schema.json';
import s27 from './schema/files/OCFManifestFile.schema.json';
import s28 from './schema/files/StakeholdersFile.schema.json';
import s29 from './schema/files/StockClassesFile.schema.json';
import s30 from './schema/files/StockPlansFile.schema.json';
import s31 from './schema/objects/Issuer.schema.json';
import s32 from './schema/objects/Stakeholder.schema.json';
import s33 from './schema/objects/StockClass.schema.json';
import s34 from './schema/objects/StockPlan.schema.json';
import s35 from './schema/objects/transactions/adjustment/StockPlanPoolAdjustment.schema.json';
import s36 from './schema/objects/transactions/cancellation/EquityCompensationCancellation.schema.json';
import s37 from './schema/objects/transactions/cancellation/StockCancellation.schema.json';
import s38 from './schema/objects/transactions/exercise/EquityCompensationExercise.schema.json';
import s39 from './schema/objects/transactions/issuance/ConvertibleIssuance.schema.json';
import s40 from './schema/objects/transactions/issuance/EquityCompensationIssuance.schema.json';
import s41 from './schema/objects/transactions/issuance/StockIssuance.schema.json';
import s42 from './schema/objects/transactions/repurchase/StockRepurchase.schema.json';
import s43 from './schema/objects/transactions/transfer/StockTransfer.schema.json';
import s44 from './schema/primitives/files/File.schema.json';
import s45 from './schema/primitives/objects/Object.schema.json';
import s46 from './schema/primitives/objects/transactions/SecurityTransaction.schema.json';
import s47 from './schema/primitives/objects/transactions/StockPlanTransaction.schema.json';
import s48 from './schema/primitives/objects/transactions/Transaction.schema.json';
import s49 from './schema/primitives/objects/transactions/cancellation/Cancellation.schema.json';
import s50 from './schema/primitives/objects/transactions/exercise/Exercise.schema.json';
import s51 from './schema/primitives/objects/transactions/issuance/Issuance.schema.json';
import s52 from './schema/primitives/objects/transactions/repurchase/Repurchase.schema.json';
import s53 from './schema/primitives/objects/transactions/transfer/Transfer.schema.json';
import s54 from './schema/primitives/types/conversion_mechanisms/ConversionMechanism.schema.json';
import s55 from './schema/primitives/types/conversion_rights/ConversionRight.schema.json';
import s56 from './schema/primitives/types/conversion_triggers/ConversionTrigger.schema.json';
import s57 from './schema/types/Address.schema.json';
import s58 from './schema/types/CapitalizationDefinitionRules.schema.json';
import s59 from './schema/types/ContactInfo.schema.json';
import s60 from './schema/types/ContactInfoWithoutName.schema.json';
import s61 from './schema/types/CountryCode.schema.json';
import s62 from './schema/types/CountrySubdivisionCode.schema.json';
import s63 from './schema/types/CurrencyCode.schema.json';
import s64 from './schema/types/Date.schema.json';
import s65 from './schema/types/Email.schema.json';
import s66 from './schema/types/File.schema.json';
import s67 from './schema/types/InterestRate.schema.json';
import s68 from './schema/types/Md5.schema.json';
import s69 from './schema/types/Monetary.schema.json';
import s70 from './schema/types/Name.schema.json';
import s71 from './schema/types/Numeric.schema.json';
import s72 from './schema/types/Percentage.schema.json';
import s73 from './schema/types/Phone.schema.json';
import s74 from './schema/types/Ratio.schema.json';
import s75 from './schema/types/SecurityExemption.schema.json';
import s76 from './schema/types/ShareNumberRange.schema.json';
import s77 from './schema/types/TaxID.schema.json';
import s78 from './schema/types/TerminationWindow.schema.json';
import s79 from './schema/types/Vesting.schema.json';
import s80 from './schema/types/conversion_mechanisms/CustomConversionMechanism.schema.json';
import s81 from './schema/types/conversion_mechanisms/FixedAmountConversionMechanism.schema.json';
import s82 from './schema/types/conversion_mechanisms/NoteConversionMechanism.schema.json';
import s83 from './schema/types/conversion_mechanisms/PercentCapitalizationConversionMechanism.schema.json';
import s84 from './schema/types/conversion_mechanisms/RatioConversionMechanism.schema.json';
import s85 from './schema/types/conversion_mechanisms/SAFEConversionMechanism.schema.json';
import s86 from './schema/types/conversion_mechanisms/SharePriceBasedConversionMechanism.schema.json';
import s87 from './schema/types/conversion_mechanisms/ValuationBasedConversionMechanism.schema.json';
import s88 from './schema/types/conversion_rights/ConvertibleConversionRight.schema.json';
import s89 from './schema/types/conversion_rights/StockClassConversionRight.schema.json';
import s90 from './schema/types/conversion_rights/WarrantConversionRight.schema.json';
import s91 from './schema/types/conversion_triggers/AutomaticConversionOnConditionTrigger.schema.json';
import s92 from './schema/types/conversion_triggers/AutomaticConversionOnDateTrigger.schema.json';
import s93 from './schema/types/conversion_triggers/ElectiveConversionAtWillTrigger.schema.json';
import s94 from './schema/types/conversion_triggers/ElectiveConversionInDateRangeTrigger.schema.json';
import s95 from './schema/types/conversion_triggers/ElectiveConversionOnConditionTrigger.schema.json';
import s96 from './schema/types/conversion_triggers/UnspecifiedConversionTrigger.schema.json';

export const ocfSchemas: object[] = [
  s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11,
  s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23,
  s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35,
  s36, s37, s38, s39, s40, s41, s42, s43, s44, s45, s46, s47,
  s48, s49, s50, s51, s52, s53, s54, s55, s56, s57, s58, s59,
  s60, s61, s62, s63, s64, s65, s66, s67, s68, s69, s70, s71,
  s72, s73, s74, s75, s76, s77, s78, s79, s80, s81, s82, s83,
  s84, s85, s86, s87, s88, s89, s90, s91, s92, s93, s94, s95,
  s96,
];
